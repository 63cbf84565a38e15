import { describe, expect, it } from 'vitest';
import { toastEdge } from './toast-edge';

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
