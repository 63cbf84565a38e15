import type { TenantTheme } from './tenant-theme';
import { themePalette } from './theme-palette';

/**
 * The tenant theme as CSS custom properties on `:root`, to be inlined in the page head before
 * first paint (docs/architecture.md, decision 11). Components read only these variables, never the
 * tenant id.
 *
 * The colours for text on brand and accent, links, the focus ring, control borders and quiet text
 * are not configured but derived (theme-palette.ts), the way cal.com derives them from one brand
 * colour, so that every pair the style sheet paints reaches WCAG AA contrast.
 *
 * Values are safe to inline: the schema allows only `#rrggbb`, plain lengths and font names.
 */
export function themeCss(theme: TenantTheme): string {
  const { palette } = themePalette(theme);
  const properties: [string, string][] = [
    ['--color-brand', theme.brand],
    ['--color-on-brand', palette.onBrand],
    ['--color-brand-text', palette.brandText],
    ['--color-accent', theme.accent],
    ['--color-on-accent', palette.onAccent],
    ['--color-focus', palette.focus],
    ['--color-background', theme.background],
    ['--color-text', theme.text],
    ['--color-text-muted', palette.mutedText],
    ['--color-control-border', palette.controlBorder],
    ['--font-family', theme.fontStack],
    ['--radius', theme.radius],
  ];
  return `:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
