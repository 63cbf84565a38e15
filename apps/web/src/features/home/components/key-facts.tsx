import type { HomeContent } from '@portal/domain/content/page-content';
import type { Language } from '@portal/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useTenantTextLang } from '@/components/tenant-text-language';

/** The tenant's key facts under the hero (home.json `keyFacts`). */
export function KeyFacts({
  facts,
  siteName,
  lang,
}: {
  facts: HomeContent['keyFacts'];
  siteName: string;
  /** The language the tenant's text is written in (docs/languages.md "A tenant's own content"). */
  lang: Language;
}) {
  const { t } = useTranslation('home-page');
  const textLang = useTenantTextLang(lang);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="key-facts-heading" className="key-facts">
      <h2 id="key-facts-heading" className="visually-hidden">
        {t('keyFacts.heading', { name: siteName })}
      </h2>
      <ul className="key-facts__list" lang={textLang}>
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
