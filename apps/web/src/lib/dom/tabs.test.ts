import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceTabLists } from './tabs';

const tab = (name: string, selected: boolean) =>
  `<button role="tab" id="t-${name}" aria-controls="p-${name}" aria-selected="${selected}">${name}</button>`;
const panel = (name: string, hidden: boolean) =>
  `<div role="tabpanel" id="p-${name}"${hidden ? ' hidden' : ''}>${name} panel</div>`;

const panelShown = (name: string) => !document.getElementById(`p-${name}`)!.hidden;
const press = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

beforeEach(() => {
  document.body.innerHTML =
    `<div role="tablist">${tab('a', true)}${tab('b', false)}${tab('c', false)}</div>` +
    panel('a', false) +
    panel('b', true) +
    panel('c', true);
  enhanceTabLists(document);
});

describe('server-rendered tabs', () => {
  it('leave one tab stop: the selected tab', () => {
    expect(
      [...document.querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => t.tabIndex),
    ).toEqual([0, -1, -1]);
  });

  it('show the panel of a clicked tab and hide the others', () => {
    document.getElementById('t-b')!.click();
    expect([panelShown('a'), panelShown('b'), panelShown('c')]).toEqual([false, true, false]);
    expect(document.getElementById('t-b')!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('t-a')!.getAttribute('aria-selected')).toBe('false');
  });

  it('move with the arrow keys, wrapping round, and jump with Home and End', () => {
    document.getElementById('t-a')!.focus();
    press('ArrowLeft');
    expect(document.activeElement!.id).toBe('t-c');
    expect(panelShown('c')).toBe(true);
    press('ArrowRight');
    expect(document.activeElement!.id).toBe('t-a');
    press('End');
    expect(document.activeElement!.id).toBe('t-c');
    press('Home');
    expect(document.activeElement!.id).toBe('t-a');
    expect(panelShown('a')).toBe(true);
  });
});
