// Two checks of WCAG 1.4 that no engine makes, measured in the page as it is laid out.
import type { Page } from 'playwright-core';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px nothing but a data table may make the page scroll sideways.
 * Returns the elements that stick out past the viewport's right edge (outside tables and outside
 * containers that clip or scroll their own overflow), empty when the page does not scroll.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const clipsOwnOverflow = (element: Element) =>
      getComputedStyle(element).overflowX !== 'visible';
    const sticksOut = (element: Element) => {
      if (element.closest('table')) return false;
      for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clipsOwnOverflow(a)) return false;
      }
      return element.getBoundingClientRect().right > width + 1;
    };
    // The element and its nearest ancestor with a class, which names the component.
    const describe = (element: Element) => {
      const name = (e: Element) =>
        `${e.tagName.toLowerCase()}${Array.from(e.classList, (c) => `.${c}`).join('')}`;
      const named = element.parentElement?.closest('[class]');
      return named && element.classList.length === 0
        ? `${name(named)} ${name(element)}`
        : name(element);
    };
    // The outermost elements that stick out: their children follow them.
    return Array.from(document.body.querySelectorAll('*'))
      .filter((e) => sticksOut(e) && !(e.parentElement && sticksOut(e.parentElement)))
      .map(
        (e) =>
          `${describe(e)} (right edge ${Math.round(e.getBoundingClientRect().right)} px of ${width})`,
      );
  });
}

/** The text-spacing overrides of WCAG 1.4.12, as its understanding document's bookmarklet sets them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Waits until the page has laid out and painted what changed (a style, the viewport's size). */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Text spacing (WCAG 1.4.12): with the overrides applied, no element that holds text and hides or
 * clips its overflow has content past its box. Takes the overrides off again.
 */
export async function textCutOffUnderSpacing(page: Page): Promise<string[]> {
  // Reading the boxes below lays the page out again with the overrides, there and then; no
  // frame needs to be painted first (waiting for two was 40% of this check's time).
  const overrides = await page.addStyleTag({ content: TEXT_SPACING });
  const cut = await page.evaluate(() => {
    const clipped = (value: string) => value === 'hidden' || value === 'clip';
    const cut: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement)) continue;
      // Only an element that hides or clips its overflow can cut text off: asked first, as it
      // rules out nearly every element for the price of a style lookup.
      const style = getComputedStyle(element);
      const clipsY = clipped(style.overflowY);
      const clipsX = clipped(style.overflowX);
      if (!(clipsX || clipsY) || !element.checkVisibility()) continue;
      // Visually hidden text (1 px boxes for screen readers) is meant to be clipped.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const overY = clipsY && element.scrollHeight > element.clientHeight + 1;
      const overX = clipsX && element.scrollWidth > element.clientWidth + 1;
      if (!(overX || overY) || !element.innerText.trim()) continue;
      const classes = Array.from(element.classList, (c) => `.${c}`).join('');
      cut.push(
        `${element.tagName.toLowerCase()}${classes} "${element.innerText.trim().slice(0, 40)}" (${overY ? `${element.scrollHeight} px tall in ${element.clientHeight}` : `${element.scrollWidth} px wide in ${element.clientWidth}`})`,
      );
    }
    return cut;
  });
  await overrides.evaluate((style) => (style as Element).remove());
  await overrides.dispose();
  return cut;
}
