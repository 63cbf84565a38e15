import { useTranslation } from 'react-i18next';
import { useSchools } from '@/lib/organization/get-schools';

/** The partner schools, by name (docs/product/screens-and-routes.md /schools). */
export function SchoolList() {
  const { t } = useTranslation('schools');
  const { data: schools } = useSchools();
  if (!schools) return null;
  const sorted = [...schools].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return (
    <section aria-labelledby="partner-schools" className="content-page__section school-list">
      <h2 id="partner-schools">{t('list.heading')}</h2>
      {sorted.length > 0 ? (
        <ul className="school-list__items">
          {sorted.map((school) => (
            <li key={school.id} className="school-list__item">
              {school.name}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('list.empty')}</p>
      )}
    </section>
  );
}
