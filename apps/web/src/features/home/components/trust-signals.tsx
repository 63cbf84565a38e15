import type { HomeContent } from '@portal/domain/content/page-content';
import { useTranslation } from 'react-i18next';

/** Why to trust the site (home.json `trust`): credit recommendations, transfer, support hours. */
export function TrustSignals({ signals }: { signals: HomeContent['trust'] }) {
  const { t } = useTranslation('home-page');
  if (signals.length === 0) return null;
  return (
    <section aria-labelledby="home-trust" className="home-section trust">
      <h2 id="home-trust">{t('trust.heading')}</h2>
      <ul className="key-facts__list">
        {signals.map((signal) => (
          <li key={signal.title} className="key-facts__item">
            <h3 className="key-facts__title">{signal.title}</h3>
            <p>{signal.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
