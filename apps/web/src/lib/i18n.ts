import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en as domainEn } from '@portal/domain/i18n/en';

// The app's own UI strings, one JSON file per namespace (src/locales/en/<namespace>.json),
// bundled so the first paint needs no extra request.
const appEn = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([file, messages]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), messages]),
);

/**
 * The default namespace holds the shared domain messages (`validation.*`, `errors.*`), so the
 * message ids that the shared schemas and the error catalogue produce translate as they are.
 */
export const DOMAIN_NS = 'domain';

export function createI18n(overrides: Record<string, Record<string, unknown>> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: DOMAIN_NS,
    ns: [DOMAIN_NS, ...Object.keys(appEn)],
    resources: { en: { [DOMAIN_NS]: domainEn, ...appEn } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  // A tenant can reword any message without a code change (CODE_STYLE.md "Copy is never inline").
  for (const [ns, messages] of Object.entries(overrides)) {
    instance.addResourceBundle('en', ns, messages, true, true);
  }
  return instance;
}
