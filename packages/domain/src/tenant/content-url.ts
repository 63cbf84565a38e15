import type { Language } from '../i18n/languages';

/** How the browser asks for a content file (docs/product/screens-and-routes.md "Site content and configuration"). */
export interface ContentUrlOptions {
  /** The build version of the web app; used as the cache key so a new build refetches. */
  buildVersion: string;
  /** When true (development), the current time is used instead so every load refetches. */
  cachingDisabled: boolean;
  now: Date;
  /** The partner-school base path, e.g. `/fhsu`, or '' (the server resolves the tenant from it). */
  basePath?: string;
  /** The page's language: the server answers the tenant's text in it, or its English. */
  language?: Language;
}

/**
 * `/content/<name>.json?v=<version>`: the version is the build version, or the current time in
 * milliseconds when caching is disabled (docs/product/screens-and-routes.md). The server marks a response whose `v` equals
 * its build version as immutable, so the URL must change whenever the content may have.
 */
export function contentUrl(name: string, options: ContentUrlOptions): string {
  const version = options.cachingDisabled ? String(options.now.getTime()) : options.buildVersion;
  const language = options.language ? `&lang=${options.language}` : '';
  return `${options.basePath ?? ''}/content/${name}.json?v=${encodeURIComponent(version)}${language}`;
}
