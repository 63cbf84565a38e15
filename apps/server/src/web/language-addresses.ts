import type { FastifyRequest } from 'fastify';
import {
  chooseLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  languagePrefix,
  offeredLanguages,
} from '@portal/domain/i18n/languages';
import type { LanguageAlternate } from './spa-page';

// A page's addresses in the languages its tenant offers (docs/languages.md "Addresses").

const CHOICE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/** The path as the app's routes know it, without base path, language prefix or query. */
const routePath = (request: FastifyRequest) => request.url.split('?')[0] || '/';

/**
 * Where a page asked for at its default-language address is read instead: the same page in the
 * language the visitor chose on this browser or, without a choice, the one their browser prefers,
 * when the tenant offers it; undefined to answer the page as asked. An address with a language
 * prefix is answered as it is (a link someone shared reads as they read it), and so is every page
 * of a tenant that offers one language.
 */
export function preferredLanguageAddress(request: FastifyRequest): string | undefined {
  const { config, basePath, language, languagePath } = request.tenant;
  const offered = offeredLanguages(config);
  if (offered.length < 2 || languagePath !== '') return undefined;
  const chosen = chooseLanguage({
    choice: CHOICE.exec(request.headers.cookie ?? '')?.[1],
    acceptLanguage: request.headers['accept-language'],
    offered,
  });
  if (chosen === language) return undefined;
  return `${basePath}${languagePrefix(chosen, offered)}${request.url}`;
}

/** A year: a choice made on this browser stands until the visitor makes another. */
const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The language switch (`?lang=es` on any page's address, which the header's switch links to): the
 * choice kept by this browser in a cookie, and the page's address in that language to go to. It
 * works without script, on the pages visitors get as plain HTML. Undefined when the address asks
 * for no language, or for one the tenant does not offer.
 */
export function languageSwitch(
  request: FastifyRequest,
): { cookie: string; location: string } | undefined {
  const [path = '/', query = ''] = request.url.split('?');
  const params = new URLSearchParams(query);
  const asked = params.get('lang');
  const { config, basePath } = request.tenant;
  const offered = offeredLanguages(config);
  const language = offered.find((candidate) => candidate === asked);
  if (!language) return undefined;
  params.delete('lang');
  const rest = params.size > 0 ? `?${params}` : '';
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return {
    cookie:
      `${LANGUAGE_COOKIE}=${language}; Path=${basePath || '/'}; Max-Age=${CHOICE_MAX_AGE_SECONDS}` +
      `; SameSite=Lax; HttpOnly${secure}`,
    location: `${basePath}${languagePrefix(language, offered)}${path}${rest}`,
  };
}

/** Whether the page at this address may differ by the visitor's language choice and browser. */
export function variesByLanguage(request: FastifyRequest): boolean {
  return offeredLanguages(request.tenant.config).length > 1 && request.tenant.languagePath === '';
}

/** Where a site is reached: the origin and base path of its addresses, and its languages. */
export interface SiteAddress {
  origin: string;
  basePath: string;
  offered: readonly Language[];
}

/**
 * The request's site, at the origin it was asked on: its pages name their translations, and its
 * sitemap its pages, there.
 */
export function siteAddressOf(request: FastifyRequest): SiteAddress {
  const { config, basePath } = request.tenant;
  return {
    origin: `${request.protocol}://${request.host}`,
    basePath,
    offered: offeredLanguages(config),
  };
}

/** The absolute address of a page of the site (its path as the app's routes know it) in `language`. */
export function pageAddress(site: SiteAddress, path: string, language: Language): string {
  return `${site.origin}${site.basePath}${languagePrefix(language, site.offered)}${path}`;
}

/**
 * A page's absolute address in each language its site offers, and `x-default` for its default
 * language's; none for a site with one language.
 */
export function pageAlternates(site: SiteAddress, path: string): LanguageAlternate[] {
  const [first] = site.offered;
  if (site.offered.length < 2 || !first) return [];
  return [
    ...site.offered.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      href: pageAddress(site, path, language),
    })),
    { hreflang: 'x-default', href: pageAddress(site, path, first) },
  ];
}

/** The requested page's alternates (`pageAlternates`), for its head. */
export function languageAlternates(request: FastifyRequest): LanguageAlternate[] {
  return pageAlternates(siteAddressOf(request), routePath(request));
}
