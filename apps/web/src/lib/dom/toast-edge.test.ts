import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepToastsClearOfFocus, toastEdge } from './toast-edge';

// A 320 x 800 window; the toast region 100 px tall across its whole width when at the bottom.
const WINDOW_HEIGHT = 800;
const region = { top: 700, bottom: 800, left: 0, right: 320 };
const at = (top: number, bottom: number, left = 16, right = 120) => ({ top, bottom, left, right });

describe('the toast region keeps clear of the focus', () => {
  it.each([
    ['nothing is focused', null, 'bottom'],
    ['the focus is above the bottom region', at(100, 140), 'bottom'],
    ['the focus ends where the region starts', at(660, 700), 'bottom'],
    ['the focus is 1 px into the region', at(661, 701), 'top'],
    ['the focus is wholly under the region', at(740, 780), 'top'],
    ['the focus is under the region and under its place at the top', at(50, 760), 'bottom'],
  ] as const)('%s: %s', (_, focused, edge) => {
    expect(toastEdge(focused, region, WINDOW_HEIGHT)).toBe(edge);
  });

  it('stays at the bottom when the focus is left of a region docked to the right', () => {
    const right = { top: 700, bottom: 800, left: 200, right: 320 };
    expect(toastEdge(at(740, 780, 16, 199), right, WINDOW_HEIGHT)).toBe('bottom');
    expect(toastEdge(at(740, 780, 16, 201), right, WINDOW_HEIGHT)).toBe('top');
  });
});

describe('the toast region keeps clear of the page’s main action', () => {
  const payButton = at(720, 764, 16, 304);
  it.each([
    ['the pay button under the bottom region, nothing focused', null, [payButton], 'top'],
    ['the pay button under it, the focus on the field above it', at(640, 684), [payButton], 'top'],
    ['the pay button above the region', null, [at(600, 644, 16, 304)], 'bottom'],
    [
      'actions at both edges: the focus alone decides',
      at(100, 140),
      [payButton, at(10, 50)],
      'bottom',
    ],
    [
      'actions at both edges, the focus under the bottom region',
      at(740, 780),
      [payButton, at(10, 50)],
      'top',
    ],
  ] as const)('%s: %s', (_, focused, actions, edge) => {
    expect(toastEdge(focused, region, WINDOW_HEIGHT, actions)).toBe(edge);
  });
});

describe('keepToastsClearOfFocus', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('moves the region to the top while it would cover the page’s primary button', () => {
    document.body.innerHTML = `<main><button type="button" class="button button--primary">Pay $69.45</button></main>
      <ol class="toast-viewport"></ol>`;
    const button = document.querySelector('button')!;
    const viewport = document.querySelector<HTMLElement>('.toast-viewport')!;
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW_HEIGHT);
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 16, y: 720, width: 288, height: 44 }),
    );
    vi.spyOn(viewport, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 700, width: 320, height: 100 }),
    );
    const stop = keepToastsClearOfFocus(viewport);
    expect(viewport.dataset.edge).toBe('top');
    stop();
  });
});
