import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as domainEn } from '@portal/domain/i18n/en';
import type { Language } from '@portal/domain/i18n/languages';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { tenantMessages } from '@portal/domain/tenant/tenant-offer';

/** A language's messages: by namespace, then message id. */
type Messages = Record<string, Record<string, unknown>>;

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

/**
 * The default namespace holds the shared domain messages (`validation.*`, `errors.*`), so the
 * message ids that the shared schemas and the error catalogue produce translate as they are.
 */
export const DOMAIN_NS = 'domain';

// The app's own UI strings, one JSON file per namespace and language
// (src/locales/<language>/<namespace>.json). English is bundled, so the first paint needs no
// extra request; another language is fetched once, before a page in it renders (loadLanguage).
const english: Messages = {
  [DOMAIN_NS]: domainEn,
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
        eager: true,
        import: 'default',
      }),
    ).map(([file, messages]) => [namespaceOf(file), messages]),
  ),
};

const byNamespace = async (files: Record<string, () => Promise<Record<string, unknown>>>) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(files).map(async ([file, load]) => [namespaceOf(file), await load()] as const),
    ),
  );

/** Each other language's messages, each in chunks of its own, fetched only by its pages. */
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: async () => {
    const [{ es }, app] = await Promise.all([
      import('@portal/domain/i18n/es'),
      byNamespace(
        import.meta.glob<Record<string, unknown>>('../locales/es/*.json', { import: 'default' }),
      ),
    ]);
    return { [DOMAIN_NS]: es, ...app };
  },
};

const loaded = new Map<Language, Messages>([['en', english]]);

/**
 * Fetches a language's messages, once per page load; a page in that language renders only after
 * (app/main.tsx, the islands, the server's render).
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  loaded.set(language, await otherLanguages[language]());
}

/**
 * The i18next instance of a page in `language`, with the tenant's rewording of the portal's
 * messages in that language (`messages`, and `es.messages` for Spanish pages) over the portal's.
 */
export function createI18n(
  tenant: Pick<TenantConfig, 'messages' | 'es'> = {},
  language: Language = 'en',
): I18n {
  const messages = loaded.get(language);
  if (!messages) throw new Error(`The ${language} messages are not loaded (loadLanguage)`);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: DOMAIN_NS,
    ns: Object.keys(english),
    resources: { en: english, [language]: messages },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  // A tenant can reword any message without a code change (CODE_STYLE.md "Copy is never
  // inline"), in each language it writes; where it wrote none in the page's language, the
  // portal's own words stay (docs/languages.md "A tenant's own content").
  for (const [ns, messages] of Object.entries(tenantMessages(tenant, language))) {
    instance.addResourceBundle(language, ns, messages, true, true);
  }
  return instance;
}
