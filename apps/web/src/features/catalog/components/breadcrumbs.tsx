import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@portal/domain/i18n/languages';

export interface Crumb {
  label: string;
  /** The label's language when it is not the page's (a catalog name not yet translated). */
  lang?: Language | undefined;
  /** Omitted on the last crumb, the current page. */
  to?: string;
}

/** Where a catalog page sits: an ordered trail, the current page marked for screen readers. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {trail.map((crumb) => (
          <li key={crumb.label} className="breadcrumbs__item">
            {crumb.to ? (
              <Link to={crumb.to} lang={crumb.lang}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
