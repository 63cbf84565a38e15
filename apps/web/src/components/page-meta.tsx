import { useTranslation } from 'react-i18next';
import { tenantBootstrap } from '@/lib/tenant-bootstrap';

export interface PageMetaProps {
  /** Already translated page title; the tenant name is appended. */
  title: string;
  /** Already translated description. */
  description?: string;
  /** Only pages meant for search engines say so; everything else is noindex (SPEC §2). */
  indexable?: boolean;
}

/** Per-route <title> and meta tags, hoisted into <head> by React 19. */
export function PageMeta({ title, description, indexable = false }: PageMetaProps) {
  const { t } = useTranslation('common');
  const site = tenantBootstrap().config.name;
  return (
    <>
      <title>{t('titleTemplate', { page: title, site })}</title>
      {description ? <meta name="description" content={description} /> : null}
      {indexable && description ? null : <meta name="robots" content="noindex" />}
    </>
  );
}
