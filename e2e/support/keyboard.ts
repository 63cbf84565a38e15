// A keyboard-only user (docs/accessibility/keyboard-and-timing.md): reaches each control with Tab, types, chooses with the arrow
// keys and presses Enter or Space; never the pointer. Every stop of the focus on the way is
// checked: visible, with an indicator, and not hidden under the sticky header (WCAG 2.4.7, 2.4.11).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FormDriver } from './enrolment';

/** More Tab presses than any page of the portal needs to go from one control to any other. */
const MOST_TABS = 90;

/**
 * Why the focused element is not shown to a sighted keyboard user, or null when it is: nothing
 * focused, no focus indicator (an outline of 2 px or more at 3:1, or a box shadow), hidden under
 * another element (the sticky header or a toast), or outside the window.
 */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // Judged as drawn: the frame after the focus moved, once the page has answered the move
    // (the toast region steps aside then, lib/dom/toast-edge.ts).
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const el = document.activeElement as HTMLElement | null;
    // Past the last control the focus goes back to the document, as when the page opened.
    if (!el || el === document.body) return null;
    const label = el.getAttribute('aria-label') || el.textContent?.trim() || el.outerHTML;
    const name = `${el.tagName.toLowerCase()} "${label.trim().slice(0, 80)}"`;
    // A date input's calendar button is a stop inside the browser's own shadow tree, drawn with
    // the browser's own focus ring: the input itself then matches neither :focus nor
    // :focus-visible.
    const ownPart = el instanceof HTMLInputElement && el.type === 'date' && !el.matches(':focus');
    if (ownPart) return null;
    if (!el.matches(':focus-visible')) return `${name} does not match :focus-visible`;
    const box = el.getBoundingClientRect();
    // A visually small control (a radio inside its card) shows its focus on its label.
    const ringOn = box.width * box.height < 16 ? (el.closest('label') ?? el) : el;
    const style = getComputedStyle(ringOn);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    // A fill alone (a highlighted menu item) is no indicator: its contrast is not checked (WCAG
    // 1.4.11), and a fill is a state as much as a focus.
    if (!outlined && style.boxShadow === 'none') return `${name} has no focus indicator`;
    if (outlined) {
      // The outline against what it is drawn on, at least 3:1 (WCAG 1.4.11): the element's own
      // background with a negative offset, else the first opaque background around it.
      type Rgba = [number, number, number, number];
      const rgba = (colour: string): Rgba => {
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext('2d')!;
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a];
      };
      let behind: Element | null =
        parseFloat(style.outlineOffset) < 0 ? ringOn : ringOn.parentElement;
      let background: Rgba = [255, 255, 255, 255];
      for (; behind; behind = behind.parentElement) {
        const colour = rgba(getComputedStyle(behind).backgroundColor);
        if (colour[3] === 255) {
          background = colour;
          break;
        }
      }
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = ([r, g, b]: Rgba) =>
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      const [ring, ground] = [luminance(rgba(style.outlineColor)), luminance(background)];
      const ratio = (Math.max(ring, ground) + 0.05) / (Math.min(ring, ground) + 0.05);
      if (ratio < 3) return `${name} has a focus outline at ${ratio.toFixed(2)}:1, under 3:1`;
    }
    // The part of the element inside the window (a tall panel may run past its bottom).
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    if (bottom <= top || right <= left) return `${name} is outside the window`;
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    // The sticky header covers a control's top edge: scrolled too far up (WCAG 2.4.11). A panel
    // taller than half the window is read from wherever it shows.
    const header = document.querySelector<HTMLElement>('.site-header');
    const atTop = document.elementFromPoint(x, Math.max(box.top + 2, 0));
    const small = box.height < window.innerHeight / 2;
    if (small && header && !header.contains(el) && atTop && header.contains(atTop)) {
      const bottom = header.getBoundingClientRect().bottom;
      return `${name} (top ${box.top}) is under the header (bottom ${bottom})`;
    }
    // Not entirely hidden by other content (WCAG 2.4.11): the centre or a corner shows.
    const inset = 2;
    const points = [
      [x, y],
      [left + inset, top + inset],
      [right - inset, top + inset],
      [left + inset, bottom - inset],
      [right - inset, bottom - inset],
    ] as const;
    const hits = points.map(([px, py]) => document.elementFromPoint(px, py));
    const shows = hits.some(
      (hit) =>
        hit !== null &&
        (hit === el ||
          el.contains(hit) ||
          hit.contains(el) ||
          (hit as HTMLLabelElement).control === el),
    );
    return shows ? null : `${name} is covered by ${hits[0]?.tagName.toLowerCase() ?? 'nothing'}`;
  });
}

export async function expectFocusShown(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBeNull();
}

/** Whether the focus is on `target`, or with `group`, on any radio button of its group. */
function focusIsOn(target: Locator, group: boolean): Promise<boolean> {
  return target.evaluate((el, group) => {
    const active = document.activeElement;
    if (active === el) return true;
    return (
      group &&
      active instanceof HTMLInputElement &&
      active.type === 'radio' &&
      active.name === (el as HTMLInputElement).name
    );
  }, group);
}

/**
 * Presses Tab (Shift+Tab `backwards`) until `target` has the focus, checking at every stop that
 * the focus is shown; fails naming the stops when it never gets there.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, group = false } = {},
): Promise<void> {
  await target.waitFor();
  const stops: string[] = [];
  for (let i = 0; i < MOST_TABS; i += 1) {
    if (await focusIsOn(target, group)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const problem = await focusProblem(page);
    if (problem) {
      const before = stops.slice(-24).join(' | ');
      throw new Error(`after ${stops.length + 1} Tab presses (${before}): ${problem}`);
    }
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return el === document.body ? '(document)' : (el?.textContent?.trim().slice(0, 30) ?? '');
      }),
    );
  }
  throw new Error(`Tab never reached ${target.toString()}; it went through ${stops.join(' | ')}`);
}

/** Tabs to a button or link and presses Enter. */
export async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to a field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Tabs to a closed select and moves through its options with the arrow keys to `label`. */
export async function selectWithKeys(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  const count = await select.locator('option').count();
  await page.keyboard.press('Home');
  for (let i = 0; i <= count; i += 1) {
    const chosen = await select.evaluate((el) => {
      const s = el as HTMLSelectElement;
      return s.selectedOptions[0]?.textContent?.trim() ?? '';
    });
    if (chosen === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrow keys never chose "${label}" in ${select.toString()}`);
}

/**
 * Tabs into a radio group and moves with the arrow keys to `radio`, which checks it; Space checks
 * a radio that has the focus without being checked (the only one of its group, say).
 */
export async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  await tabTo(page, radio, { group: true });
  const count = await page.evaluate(
    (name) => document.querySelectorAll(`input[type="radio"][name="${name}"]`).length,
    await radio.getAttribute('name'),
  );
  for (let i = 0; i <= count; i += 1) {
    if (await radio.isChecked()) return;
    await page.keyboard.press((await focusIsOn(radio, false)) ? 'Space' : 'ArrowDown');
  }
  throw new Error(`the arrow keys never checked ${radio.toString()}`);
}

/** Tabs to a checkbox and presses Space. */
export async function toggle(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
}

/** The shared form steps of e2e/support/enrolment.ts, done with the keyboard only. */
export const keyboard: FormDriver = {
  fill: (field, text) => typeInto(field.page(), field, text),
  select: (select, label) => selectWithKeys(select.page(), select, label),
  check: (radio) => chooseRadio(radio.page(), radio),
  activate: (control) => press(control.page(), control),
};

/** The focused element's text, for "focus moved to the new page's heading". */
export function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** After a navigation, focus lands on the new page's h1, which names the page. */
export async function expectFocusOnHeading(page: Page, heading: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await focusedText(page)).toBe(heading);
}
