import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_COLOUR } from '@portal/domain/tenant/colour-contrast';
import type { TenantTheme } from '@portal/domain/tenant/tenant-config';
import { themePalette } from '@portal/domain/tenant/theme-palette';

/**
 * A small piece of the storefront painted with the draft theme: the header, text with a link, a
 * primary button and an announcement, with the colours the site derives for them (theme-palette.ts),
 * so the member sees what visitors will see before publishing.
 */
export function ThemePreview({ theme, name }: { theme: TenantTheme; name: string }) {
  const { t } = useTranslation('staff');
  const colours = [theme.brand, theme.accent, theme.background, theme.text];
  if (!colours.every((colour) => HEX_COLOUR.test(colour))) {
    return <p className="tenant-preview__waiting">{t('tenants.editor.previewWaiting')}</p>;
  }
  const { palette } = themePalette(theme);
  const style = {
    '--color-brand': theme.brand,
    '--color-on-brand': palette.onBrand,
    '--color-brand-text': palette.brandText,
    '--color-accent': theme.accent,
    '--color-on-accent': palette.onAccent,
    '--color-focus': palette.focus,
    '--color-background': theme.background,
    '--color-text': theme.text,
    '--color-text-muted': palette.mutedText,
    '--color-control-border': palette.controlBorder,
    '--font-family': theme.fontStack,
    '--radius': theme.radius,
    background: theme.background,
    color: theme.text,
    fontFamily: theme.fontStack,
  } as CSSProperties;
  return (
    <figure
      className="tenant-preview"
      style={style}
      aria-label={t('tenants.editor.previewCaption')}
    >
      <div
        className="tenant-preview__header"
        style={{ background: theme.brand, color: palette.onBrand }}
      >
        {name}
      </div>
      <div className="tenant-preview__body">
        <p>
          {t('tenants.editor.previewText')}{' '}
          <a
            href="#preview"
            style={{ color: palette.brandText }}
            onClick={(e) => e.preventDefault()}
          >
            {t('tenants.editor.previewLink')}
          </a>
        </p>
        <p style={{ color: palette.mutedText }}>{t('tenants.editor.previewMuted')}</p>
        <span
          className="tenant-preview__button"
          style={{ background: theme.brand, color: palette.onBrand, borderRadius: theme.radius }}
        >
          {t('tenants.editor.previewButton')}
        </span>
      </div>
    </figure>
  );
}
