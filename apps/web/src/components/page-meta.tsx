import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@/lib/app-services';
import { useRenderRecord } from '@/lib/render-context';

export interface PageMetaProps {
  /** Already translated page title; the tenant name is appended. */
  title: string;
  /** Already translated description. */
  description?: string;
  /** Only pages meant for search engines say so; everything else is noindex (docs/product/screens-and-routes.md). */
  indexable?: boolean;
}

/** A page's full title, "<page> | <site>" as the tenant words it. */
export function fullPageTitle(i18n: I18n, page: string, site: string): string {
  return i18n.t('common:titleTemplate', { page, site });
}

/**
 * Per-route <title> and meta tags. In the browser React 19 hoists them into <head>; a server-side
 * render records them instead, and the server writes them into the page's <head> (docs/product/screens-and-routes.md).
 */
export function PageMeta({ title, description, indexable = false }: PageMetaProps) {
  const { i18n } = useTranslation();
  const site = useTenant().config.name;
  const record = useRenderRecord();
  const fullTitle = fullPageTitle(i18n, title, site);
  const robots = indexable && description ? undefined : 'noindex';
  if (record) {
    record.setHead({ title: fullTitle, description, robots });
    return null;
  }
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
    </>
  );
}
