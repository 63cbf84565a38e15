import { readableTextOn } from './colour-contrast';
import type { TenantTheme } from './tenant-config';

/**
 * The tenant theme as CSS custom properties on `:root`, to be inlined in the page head before
 * first paint (ARCHITECTURE.md decision 11). Components read only these variables, never the
 * tenant id.
 *
 * The text colours on brand and accent are not configured but computed, the way cal.com derives
 * them from one brand colour: white when it reaches WCAG 4.5:1, otherwise black, so a tenant
 * cannot pick a brand colour that leaves button labels unreadable.
 *
 * Values are safe to inline: the schema allows only `#rrggbb`, plain lengths and font names.
 */
export function themeCss(theme: TenantTheme): string {
  const properties: [string, string][] = [
    ['--color-brand', theme.brand],
    ['--color-on-brand', readableTextOn(theme.brand)],
    ['--color-accent', theme.accent],
    ['--color-on-accent', readableTextOn(theme.accent)],
    ['--color-background', theme.background],
    ['--color-text', theme.text],
    ['--font-family', theme.fontStack],
    ['--radius', theme.radius],
  ];
  return `:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
