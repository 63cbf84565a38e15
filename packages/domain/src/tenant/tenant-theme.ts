import { z } from 'zod';
import { HEX_COLOUR } from './colour-contrast';

// A tenant's theme, on its own so that theme-palette.ts and theme-css.ts need not import the whole
// tenant configuration (which imports theme-palette.ts to check the theme).

const hexColourSchema = z.string().regex(HEX_COLOUR, 'Invalid hex colour');

/**
 * Brand colours and type. Colours are `#rrggbb`; the colours for links, focus, control borders and
 * text on brand and accent are derived for contrast, and a theme whose pairs cannot reach WCAG AA
 * is refused (theme-palette.ts, docs/accessibility/themes.md).
 */
export const themeShape = {
  /** The main brand colour: primary buttons and alerts; links use a shade of it dark enough to read. */
  brand: hexColourSchema,
  /** A second colour for highlights; the focus ring uses a shade of it that reaches 3:1. */
  accent: hexColourSchema,
  /** The page background. */
  background: hexColourSchema,
  /** Body text colour; must reach 4.5:1 against `background` and its tints (WCAG AA). */
  text: hexColourSchema,
  /** A CSS font-family list, e.g. `"'Source Sans 3', system-ui, sans-serif"`. */
  fontStack: z
    .string()
    // Emitted verbatim into a style sheet, so nothing that could close the declaration.
    .regex(/^[A-Za-z0-9 ,'"-]+$/, 'Use font names, quotes, commas and hyphens only'),
  /** Corner radius of buttons and cards: `0` or a length in px or rem. */
  radius: z.string().regex(/^(0|\d+(\.\d+)?(px|rem))$/, 'Use 0 or a length in px or rem'),
};

export const themeSchema = z.strictObject(themeShape);
export type TenantTheme = z.infer<typeof themeSchema>;
