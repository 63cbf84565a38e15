// WCAG 2.x relative luminance and contrast ratio, used to pick readable text on tenant colours
// and to refuse a tenant theme whose body text is hard to read.

/** Colours in tenant files are written `#rrggbb` (checked by the tenant config schema). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The minimum contrast for normal-size text (WCAG 2.x success criterion 1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The minimum contrast for what is not text but must be seen: focus indicators and the borders
 * that show where a control is (WCAG 2.1 success criterion 1.4.11, level AA).
 */
export const MIN_NON_TEXT_CONTRAST = 3;

function channel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOUR.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/**
 * `weight` of `a` mixed into `b`, channel by channel on the `#rrggbb` values: what CSS
 * `color-mix(in srgb, a weight, b)` paints, so the checks here see the colours the page shows.
 * Mixing with black or white keeps the hue.
 */
export function mixColours(a: string, b: string, weight: number): string {
  if (!HEX_COLOUR.test(a) || !HEX_COLOUR.test(b))
    throw new Error(`Not #rrggbb colours: ${a}, ${b}`);
  const mixed = [1, 3, 5].map((offset) => {
    const value =
      weight * parseInt(a.slice(offset, offset + 2), 16) +
      (1 - weight) * parseInt(b.slice(offset, offset + 2), 16);
    return Math.round(value).toString(16).padStart(2, '0');
  });
  return `#${mixed.join('')}`;
}

/** Contrast ratio of two `#rrggbb` colours, 1 to 21, order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to put on `background`: white when it reaches 4.5:1, otherwise black.
 *
 * White is preferred because brand colours are usually dark enough for it and it is what
 * designers expect on a button. Black always reaches 4.5:1 when white does not (the better of
 * the two is never below about 4.58:1), so the result is always readable.
 */
export function readableTextOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio(background, '#ffffff') >= MIN_TEXT_CONTRAST ? '#ffffff' : '#000000';
}
