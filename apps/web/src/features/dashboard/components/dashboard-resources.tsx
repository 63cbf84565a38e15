import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import { usePacaHref } from '../paca-href';

/**
 * "Resources below", as the activity and grade messages of docs/product/states-and-transitions.md call them: the tenant's
 * coaching booking link when it has one (docs/product/constants-and-limits.md), tutoring, writing and math help, and prior
 * learning credit.
 */
export function DashboardResources() {
  const { t } = useTranslation('dashboard');
  const { config } = useTenant();
  const pacaHref = usePacaHref();
  return (
    <section className="dashboard-section" aria-labelledby="resources-heading">
      <h2 id="resources-heading">{t('resources.heading')}</h2>
      <p>{t('resources.intro')}</p>
      <ul className="dashboard-resources">
        {config.coachingBookingUrl ? (
          <li>
            <a href={config.coachingBookingUrl}>{t('resources.coaching')}</a>
          </li>
        ) : null}
        <li>
          <Link to={paths.helpArticle.href('tutoring')}>{t('resources.tutoring')}</Link>
        </li>
        <li>
          <Link to={paths.helpArticle.href('academics/writing-resources')}>
            {t('resources.writing')}
          </Link>
        </li>
        <li>
          <Link to={paths.helpArticle.href('academics/math-resources')}>{t('resources.math')}</Link>
        </li>
        <li>
          <Link to={pacaHref}>{t('resources.paca')}</Link>
        </li>
      </ul>
    </section>
  );
}
