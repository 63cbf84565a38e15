import {
  askedLanguage,
  chooseLanguage,
  type Language,
  offeredLanguages,
} from '@portal/domain/i18n/languages';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';

// Which language the server writes a learner's mail and documents in (docs/languages.md "Mail and
// documents"): only ever one the tenant offers.

/**
 * A mail to a learner: the language saved on their account when the tenant offers it, else the
 * tenant's default. A mail has no page to take a language from.
 */
export function recipientLanguage(
  config: Pick<TenantConfig, 'languages'>,
  saved: Language | null | undefined,
): Language {
  return chooseLanguage({ choice: saved, offered: offeredLanguages(config) });
}

/**
 * A document a signed-in learner downloads: the language saved on their account, else the one
 * their request asks for (the app sends its page's language as `Accept-Language`), else the
 * tenant's default.
 */
export function readerLanguage(options: {
  config: Pick<TenantConfig, 'languages'>;
  saved: Language | null | undefined;
  acceptLanguage: string | undefined;
}): Language {
  return chooseLanguage({
    choice: options.saved,
    acceptLanguage: options.acceptLanguage,
    offered: offeredLanguages(options.config),
  });
}

/**
 * The language of the page a request comes from, when it is one of the tenant's other languages
 * than its default: kept on an account made there, and written in when a learner who never chose
 * one asks for a new password. The app sends its page's language as `Accept-Language`. None for
 * the default language, which a learner gets without keeping it (so that their browser's
 * preference and the switch still decide for them), nor for a request that names no language
 * the tenant offers.
 */
export function pageLanguage(
  config: Pick<TenantConfig, 'languages'>,
  acceptLanguage: string | undefined,
): Language | null {
  const offered = offeredLanguages(config);
  const asked = askedLanguage(acceptLanguage, offered);
  return asked === offered[0] ? null : asked;
}

/** The tenant's default language: what it writes to staff outside the console (statements). */
export function defaultLanguage(config: Pick<TenantConfig, 'languages'>): Language {
  return chooseLanguage({ offered: offeredLanguages(config) });
}
