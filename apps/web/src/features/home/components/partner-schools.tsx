import type { School } from '@portal/domain/organization/organization-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The schools behind the tenant's programs. */
export function PartnerSchools({ schools }: { schools: readonly School[] }) {
  const { t } = useTranslation('home-page');
  if (schools.length === 0) return null;
  return (
    <section aria-labelledby="home-schools" className="home-section">
      <h2 id="home-schools">{t('schools.heading')}</h2>
      <ul className="school-badges">
        {schools.map((school) => (
          <li key={school.id} className="school-badges__item">
            {school.name}
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.schools.href()}>{t('schools.all')}</Link>
      </p>
    </section>
  );
}
