/**
 * The WAI-ARIA tabs pattern for server-rendered tab lists (`[role="tablist"]` with `[role="tab"]`
 * buttons whose `aria-controls` name their panels): a click or an arrow, Home or End key selects
 * a tab and shows its panel. React pages use the primitive library instead; this is for pages
 * that React does not take over.
 */
export function enhanceTabLists(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    if (tabs.length === 0) continue;

    const select = (chosen: HTMLElement) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute('aria-selected', String(selected));
        tab.dataset.state = selected ? 'active' : 'inactive';
        tab.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) {
          panel.hidden = !selected;
          panel.dataset.state = selected ? 'active' : 'inactive';
        }
      }
    };

    list.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (tab && tabs.includes(tab)) select(tab);
    });
    list.addEventListener('keydown', (event) => {
      const current = tabs.indexOf(document.activeElement as HTMLElement);
      if (current < 0) return;
      const next = {
        ArrowRight: (current + 1) % tabs.length,
        ArrowLeft: (current - 1 + tabs.length) % tabs.length,
        Home: 0,
        End: tabs.length - 1,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[next]!);
      tabs[next]!.focus();
    });
    // One tab stop for the whole list: the selected tab.
    select(tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!);
  }
}
