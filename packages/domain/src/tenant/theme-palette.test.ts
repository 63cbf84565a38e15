import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColours } from './colour-contrast';
import type { TenantTheme } from './tenant-theme';
import { MAX_SHADE, themePalette } from './theme-palette';

const base: TenantTheme = {
  brand: '#1f4e79',
  accent: '#f2a900',
  background: '#ffffff',
  text: '#1b1f24',
  fontStack: 'serif',
  radius: '0',
};

const theme = (colours: Partial<TenantTheme>): TenantTheme => ({ ...base, ...colours });

/** Every surface the style sheet paints on: the background and its brand and accent tints. */
function surfacesOf(t: TenantTheme): string[] {
  return [
    t.background,
    ...[0.06, 0.1].map((w) => mixColours(t.brand, t.background, w)),
    ...[0.14, 0.15, 0.18].map((w) => mixColours(t.accent, t.background, w)),
  ];
}

const lowestContrast = (colour: string, t: TenantTheme) =>
  Math.min(...surfacesOf(t).map((surface) => contrastRatio(colour, surface)));

/** Whether `shade` is `colour` moved towards black: the channels keep their proportions. */
function isDarkerShadeOf(shade: string, colour: string): boolean {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [c, s] = [channels(colour), channels(shade)];
  const factor = s[0]! / c[0]!;
  return (
    factor < 1 && factor >= 1 - MAX_SHADE && c.every((v, i) => Math.abs(v * factor - s[i]!) <= 1)
  );
}

describe('themePalette: body text (4.5:1, refused, never changed)', () => {
  // White brand and accent leave every surface white, so only the background counts.
  it.each([
    // #767676 is the lightest grey that reaches 4.5:1 on white; #777777 is not.
    ['#767676', []],
    ['#777777', ['text']],
  ])('%s on white: problems %j', (text, fields) => {
    const { problems } = themePalette(theme({ text, brand: '#ffffff', accent: '#ffffff' }));
    expect(problems.map((p) => p.field)).toEqual(fields);
  });

  it('is refused on a tint it sits on, naming the tint', () => {
    // #6e6e6e reaches 5.1:1 on white but not 4.5:1 on the darker tints of brand and accent.
    const t = theme({ text: '#6e6e6e', accent: '#1b1b1b' });
    expect(contrastRatio(t.text, t.background)).toBeGreaterThanOrEqual(4.5);
    expect(themePalette(t).problems).toEqual([
      {
        field: 'text',
        message: expect.stringMatching(
          /4\.5:1 contrast against the (brand|accent) tint .*\(it has 4\.\d\d:1\)/,
        ),
      },
    ]);
  });
});

describe('themePalette: links and brand-coloured text (4.5:1, derived from the brand)', () => {
  it('keeps a brand that already reaches 4.5:1 on every surface', () => {
    expect(themePalette(base).palette.brandText).toBe(base.brand);
  });

  it("shades pioneer-energy's orange until it reaches 4.5:1 on every surface, keeping its hue", () => {
    const t = theme({ brand: '#f9a825', accent: '#1b1b1b', text: '#1b1b1b' });
    const { palette, problems } = themePalette(t);
    expect(problems).toEqual([]);
    expect(lowestContrast(t.brand, t)).toBeLessThan(4.5);
    expect(lowestContrast(palette.brandText, t)).toBeGreaterThanOrEqual(4.5);
    expect(isDarkerShadeOf(palette.brandText, t.brand)).toBe(true);
    // The buttons keep the brand itself as their fill, with black text on it.
    expect(palette.onBrand).toBe('#000000');
  });

  it('lightens a dark brand on a dark background', () => {
    const t = theme({
      background: '#121212',
      text: '#eeeeee',
      brand: '#1f4e79',
      accent: '#ffd54f',
    });
    const { palette, problems } = themePalette(t);
    expect(problems).toEqual([]);
    expect(lowestContrast(palette.brandText, t)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.brandText, '#ffffff')).toBeLessThan(
      contrastRatio(t.brand, '#ffffff'),
    );
  });

  it(`is refused when it would take more than ${MAX_SHADE * 100}% of black to reach 4.5:1`, () => {
    const t = theme({
      background: '#999999',
      text: '#000000',
      brand: '#ffff00',
      accent: '#000000',
    });
    expect(themePalette(t).problems).toEqual([
      {
        field: 'brand',
        message: expect.stringMatching(
          /^Links and brand-coloured text must reach 4\.5:1 .*darker colour$/,
        ),
      },
    ]);
  });
});

describe('themePalette: the focus ring (3:1, derived from the accent)', () => {
  it("shades the default tenant's #f2a900 (2.0:1 on white) until it reaches 3:1 everywhere", () => {
    const { palette, problems } = themePalette(base);
    expect(problems).toEqual([]);
    expect(contrastRatio(base.accent, base.background)).toBeLessThan(3);
    expect(lowestContrast(palette.focus, base)).toBeGreaterThanOrEqual(3);
    expect(isDarkerShadeOf(palette.focus, base.accent)).toBe(true);
  });

  it('keeps an accent that already reaches 3:1', () => {
    expect(themePalette(theme({ accent: '#1b1b1b' })).palette.focus).toBe('#1b1b1b');
  });

  it(`is refused when it would take more than ${MAX_SHADE * 100}% of black to reach 3:1`, () => {
    const t = theme({
      background: '#999999',
      text: '#000000',
      brand: '#000000',
      accent: '#ffff00',
    });
    expect(themePalette(t).problems).toEqual([
      { field: 'accent', message: expect.stringMatching(/^The focus ring .* must reach 3:1 /) },
    ]);
  });
});

describe('themePalette: control borders (3:1) and quiet text (4.5:1), derived from body text', () => {
  it.each([
    ['#1b1f24', '#ffffff'],
    ['#1b1b1b', '#ffffff'],
    ['#3d3d3d', '#fffaf7'],
    ['#eeeeee', '#121212'],
  ])('text %s on %s', (text, background) => {
    const t = theme({ text, background, brand: text, accent: text });
    const { palette, problems } = themePalette(t);
    expect(problems).toEqual([]);
    expect(lowestContrast(palette.controlBorder, t)).toBeGreaterThanOrEqual(3);
    expect(lowestContrast(palette.mutedText, t)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the lighter colours of the design when they are enough', () => {
    const t = theme({ text: '#000000', brand: '#ffffff', accent: '#ffffff' });
    const { palette } = themePalette(t);
    expect(palette.controlBorder).toBe(mixColours('#000000', '#ffffff', 0.45));
    expect(palette.mutedText).toBe(mixColours('#000000', '#ffffff', 0.75));
  });
});
