import { type Language, languagePrefix, offeredLanguages } from '../i18n/languages';
import type { GlobalValues, PublicTenantConfig } from './tenant-config';

/**
 * What the server injects into every page before first paint, as
 * `<script id="tenant-bootstrap" type="application/json">`, and the web app reads once.
 */
export interface TenantBootstrap {
  tenantId: string;
  /** '' or a partner-school slug base path such as '/fhsu' (docs/product/screens-and-routes.md): the router basename. */
  basePath: string;
  /**
   * The page's language, by its address (docs/languages.md): the router's basename is `basePath`
   * then the language's prefix (`/es`), none for the tenant's default.
   */
  language: Language;
  buildVersion: string;
  cachingDisabled: boolean;
  /**
   * The year by the server's clock when it served the page (UTC): the footer's copyright, so the
   * server's render and the browser's agree and a device whose clock is wrong does not change it.
   */
  year: number;
  /**
   * How many seconds before a signed-in session ends for inactivity (its refresh token runs out)
   * the student is warned and may extend it (WCAG 2.2.1); DEFAULT_SESSION_WARNING_SECONDS when
   * absent.
   */
  sessionWarningSeconds?: number;
  config: PublicTenantConfig;
  /** Values for `{$name.path}` placeholders in content (docs/product/screens-and-routes.md); optional. */
  globalValues?: GlobalValues;
}

/** The inactivity warning's lead when the server names none: two minutes. */
export const DEFAULT_SESSION_WARNING_SECONDS = 120;

/**
 * Where the app's routes start in the page's address: the partner base path, then the language's
 * prefix (`/fhsu/es`), so every link the router makes stays in the page's language.
 */
export function routerBasename(
  bootstrap: Pick<TenantBootstrap, 'basePath' | 'language' | 'config'>,
) {
  return (
    bootstrap.basePath + languagePrefix(bootstrap.language, offeredLanguages(bootstrap.config))
  );
}
