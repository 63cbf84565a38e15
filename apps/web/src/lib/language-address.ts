import type { Language } from '@portal/domain/i18n/languages';

/**
 * The address that switches to the page in `language` (docs/languages.md): the server keeps the
 * choice on this browser and sends it to the page's address in that language. `path` is the
 * route's, without base path or language prefix (React Router's location).
 */
export function languageSwitchAddress(
  basePath: string,
  location: { pathname: string; search: string; hash: string },
  language: Language,
): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', language);
  return `${basePath}${location.pathname}?${params}${location.hash}`;
}
