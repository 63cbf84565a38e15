import type { HomeContent } from '@portal/domain/content/page-content';
import type { Language } from '@portal/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useTenantTextLang } from '@/components/tenant-text-language';

/** Why to trust the site (home.json `trust`): credit recommendations, transfer, support hours. */
export function TrustSignals({
  signals,
  lang,
}: {
  signals: HomeContent['trust'];
  /** The language the tenant's text is written in (docs/languages.md "A tenant's own content"). */
  lang: Language;
}) {
  const { t } = useTranslation('home-page');
  const textLang = useTenantTextLang(lang);
  if (signals.length === 0) return null;
  return (
    <section aria-labelledby="home-trust" className="home-section trust">
      <h2 id="home-trust">{t('trust.heading')}</h2>
      <ul className="key-facts__list" lang={textLang}>
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
