import type { HomeContent } from '@portal/domain/content/page-content';
import { useTranslation } from 'react-i18next';

/** The tenant's key facts under the hero (home.json `keyFacts`). */
export function KeyFacts({
  facts,
  siteName,
}: {
  facts: HomeContent['keyFacts'];
  siteName: string;
}) {
  const { t } = useTranslation('home-page');
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="key-facts-heading" className="key-facts">
      <h2 id="key-facts-heading" className="visually-hidden">
        {t('keyFacts.heading', { name: siteName })}
      </h2>
      <ul className="key-facts__list">
        {facts.map((fact) => (
          <li key={fact.title} className="key-facts__item">
            <h3 className="key-facts__title">{fact.title}</h3>
            <p>{fact.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
