import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColours, readableTextOn, relativeLuminance } from './colour-contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
  });
});

describe('readableTextOn', () => {
  it.each([
    // #767676 is the lightest grey that still takes white text at 4.5:1; #777777 is not.
    ['#767676', '#ffffff'],
    ['#777777', '#000000'],
    ['#003366', '#ffffff'],
    ['#ffcc00', '#000000'],
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
  ])('on %s uses %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('always reaches 4.5:1', () => {
    for (let v = 0; v <= 0xffffff; v += 0x010307) {
      const colour = `#${v.toString(16).padStart(6, '0')}`;
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('mixColours', () => {
  it.each([
    // What color-mix(in srgb, a w, b) paints, rounded to #rrggbb.
    ['#000000', '#ffffff', 0.45, '#8c8c8c'],
    ['#f9a825', '#ffffff', 1, '#f9a825'],
    ['#f9a825', '#ffffff', 0, '#ffffff'],
    ['#000000', '#f9a825', 0.5, '#7d5413'],
  ])('%s into %s at %s', (a, b, weight, mixed) => {
    expect(mixColours(a, b, weight)).toBe(mixed);
  });
});
