import {
  contrastRatio,
  mixColours,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  readableTextOn,
} from './colour-contrast';
import type { TenantTheme } from './tenant-theme';

// Every colour pair the theme CSS paints (apps/web/src/app/styles.css), checked against WCAG AA
// (docs/accessibility/themes.md). A tenant configures four colours; the colours the page uses for
// links, focus rings, control borders and quiet text are derived from them here so that they reach
// their contrast on every surface. What cannot be derived safely is refused at start-up.

/**
 * The surfaces text and controls sit on: the page background and the tints the style sheet mixes
 * from brand and accent with `color-mix(in srgb, <colour> <weight>, var(--_bg))`. Keep this list
 * in step with those rules.
 */
const SURFACES: readonly { name: string; colour: (theme: TenantTheme) => string }[] = [
  { name: 'the background', colour: (t) => t.background },
  { name: 'the brand tint of panels (6%)', colour: (t) => mixColours(t.brand, t.background, 0.06) },
  {
    name: 'the brand tint of the hero (10%)',
    colour: (t) => mixColours(t.brand, t.background, 0.1),
  },
  {
    name: 'the accent tint of the hero (14%)',
    colour: (t) => mixColours(t.accent, t.background, 0.14),
  },
  {
    name: 'the accent tint of warnings (15%)',
    colour: (t) => mixColours(t.accent, t.background, 0.15),
  },
  {
    name: 'the accent tint of announcements (18%)',
    colour: (t) => mixColours(t.accent, t.background, 0.18),
  },
];

/**
 * How far a brand or accent colour may be shaded towards black (or white, on a dark background)
 * for text and focus rings. Shading keeps the hue, but with less than 40% of the colour left it
 * reads as near-black rather than as the tenant's colour, so the theme is refused and the tenant
 * picks a darker (or lighter) colour itself. pioneer-energy's orange needs 50% (a brown-orange
 * on the grey tints of its near-black accent).
 */
export const MAX_SHADE = 0.6;

/** The weight of body text mixed into the background for quiet text, as the design has it. */
const MUTED_TEXT_WEIGHT = 0.75;
/** The weight of body text mixed into the background for control borders, as the design has it. */
const CONTROL_BORDER_WEIGHT = 0.45;

const STEP = 0.01;

/** The colours the theme CSS uses, all derived from the four configured ones. */
export interface ThemePalette {
  /** Text on the brand colour (primary buttons, the skip link, alerts): white or black, 4.5:1. */
  onBrand: string;
  /** Text on `accent`: white or black, whichever reaches 4.5:1. */
  onAccent: string;
  /** Links and brand-coloured text and outlines: `brand`, shaded until it reaches 4.5:1. */
  brandText: string;
  /** The focus ring: `accent`, shaded until it reaches 3:1. */
  focus: string;
  /** Borders of inputs, choices and menu buttons: body text mixed into the background, 3:1. */
  controlBorder: string;
  /** Secondary text (labels of facts, prices, hints): body text mixed into the background, 4.5:1. */
  mutedText: string;
}

/** A colour of a tenant theme that makes a pair fail, with why. */
export interface ThemeProblem {
  field: keyof TenantTheme;
  message: string;
}

interface Requirement {
  minimum: number;
  /** What the pair is, for the refusal message. */
  what: string;
}

/** The first surface on which `colour` falls short of `minimum`, or undefined when none. */
function failingSurface(theme: TenantTheme, colour: string, minimum: number) {
  for (const surface of SURFACES) {
    const ratio = contrastRatio(colour, surface.colour(theme));
    if (ratio < minimum) return { name: surface.name, ratio };
  }
  return undefined;
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * `colour` moved step by step towards `target` (from `from` up to `to` of the way) until it
 * reaches `minimum` on every surface; undefined when it never does within that range.
 */
function firstPassingMix(
  theme: TenantTheme,
  mix: (weight: number) => string,
  minimum: number,
  from: number,
  to: number,
): string | undefined {
  for (let weight = from; weight <= to + 1e-9; weight += STEP) {
    const candidate = mix(weight);
    if (!failingSurface(theme, candidate, minimum)) return candidate;
  }
  return undefined;
}

/**
 * A shade of `colour` (the same hue, darker on a light background, lighter on a dark one) that
 * reaches `requirement` on every surface, or a problem naming `field` when even the strongest
 * allowed shade does not.
 */
function shadeFor(
  theme: TenantTheme,
  field: 'brand' | 'accent',
  requirement: Requirement,
): { colour: string; problem?: ThemeProblem } {
  const colour = theme[field];
  // Towards the extreme that contrasts with the background: black on light pages.
  const towards = readableTextOn(theme.background) === '#000000' ? '#000000' : '#ffffff';
  const shade = (amount: number) => mixColours(towards, colour, amount);
  const passing = firstPassingMix(theme, shade, requirement.minimum, 0, MAX_SHADE);
  if (passing) return { colour: passing };
  const strongest = shade(MAX_SHADE);
  const failing = failingSurface(theme, strongest, requirement.minimum);
  return {
    colour: strongest,
    problem: {
      field,
      message:
        `${requirement.what} must reach ${requirement.minimum}:1 against ${failing?.name}; ` +
        `even shaded ${MAX_SHADE * 100}% of the way to ${towards === '#000000' ? 'black' : 'white'} this colour gives ` +
        `${ratioText(failing?.ratio ?? 1)}. Pick a ${towards === '#000000' ? 'darker' : 'lighter'} colour`,
    },
  };
}

/** Body text mixed into the background, from the design's weight up, until it reaches `minimum`. */
function quieterText(theme: TenantTheme, designWeight: number, minimum: number): string {
  const textMix = (weight: number) => mixColours(theme.text, theme.background, weight);
  // Body text itself passes once its own check has, so this only falls back when that is refused.
  return firstPassingMix(theme, textMix, minimum, designWeight, 1) ?? theme.text;
}

/**
 * The colours of `theme` for the page, and what in it fails WCAG AA contrast and cannot be
 * derived: body text is the tenant's own choice, so it is checked and never changed.
 */
export function themePalette(theme: TenantTheme): {
  palette: ThemePalette;
  problems: ThemeProblem[];
} {
  const problems: ThemeProblem[] = [];
  const bodyFailure = failingSurface(theme, theme.text, MIN_TEXT_CONTRAST);
  if (bodyFailure) {
    problems.push({
      field: 'text',
      message:
        `Text must reach ${MIN_TEXT_CONTRAST}:1 contrast against ${bodyFailure.name} ` +
        `(it has ${ratioText(bodyFailure.ratio)})`,
    });
  }
  const brandText = shadeFor(theme, 'brand', {
    minimum: MIN_TEXT_CONTRAST,
    what: 'Links and brand-coloured text',
  });
  const focus = shadeFor(theme, 'accent', {
    minimum: MIN_NON_TEXT_CONTRAST,
    what: 'The focus ring (the accent colour)',
  });
  problems.push(...[brandText.problem, focus.problem].filter((p) => p !== undefined));
  return {
    palette: {
      onBrand: readableTextOn(theme.brand),
      onAccent: readableTextOn(theme.accent),
      brandText: brandText.colour,
      focus: focus.colour,
      controlBorder: quieterText(theme, CONTROL_BORDER_WEIGHT, MIN_NON_TEXT_CONTRAST),
      mutedText: quieterText(theme, MUTED_TEXT_WEIGHT, MIN_TEXT_CONTRAST),
    },
    problems,
  };
}
