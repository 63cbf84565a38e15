/**
 * Native modal dialogs opened and closed by markup alone, so a server-rendered page works the same
 * whether or not React has taken it over:
 *
 * - a `[data-opens-dialog="<id>"]` button opens `<dialog id="<id>">` with `showModal()` (the
 *   browser traps focus, makes the page behind inert, closes on Escape and returns focus);
 * - a `[data-closes-dialog]` button, a link inside the dialog, or a click on the backdrop closes it.
 *
 * One delegated listener on the document covers dialogs rendered later, too.
 */
export function installDialogTriggers(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;

    const opener = target.closest<HTMLElement>('[data-opens-dialog]');
    if (opener) {
      const dialog = root.getElementById(opener.dataset.opensDialog ?? '');
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }

    const dialog = target.closest('dialog');
    if (!dialog?.open) return;
    // A click on the dialog element itself, outside its content box, is a click on the backdrop.
    const onBackdrop = target === dialog && !isInside(dialog, event as MouseEvent);
    if (onBackdrop || target.closest('[data-closes-dialog], a[href]')) dialog.close();
  });
}

function isInside(element: Element, { clientX, clientY }: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom;
}
