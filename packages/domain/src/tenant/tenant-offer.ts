import type { EnrollmentType } from '../enrollment/enrollment-type';
import { matchRoute } from '../permissions/route-guard';
import type { Language } from '../i18n/languages';
import { deepMerge } from './effective-config';
import type { PlaceholderValues } from './placeholders';
import type { GlobalValues, SystemAlert, TenantConfig, TenantMessages } from './tenant-config';

// What one tenant offers (docs/storefront.md: each tenant shows only its own world). Tenant differences
// are configuration: these rules read the config, never the tenant id.

type OfferConfig = Pick<TenantConfig, 'programs' | 'pathways'>;
type PagesConfig = Pick<TenantConfig, 'pathways' | 'pages'>;

const PATHWAY_PREFIX = '/pathways/';

/**
 * Whether a page path is one of the tenant's pathways. Paths outside `/pathways/` (and the
 * pathways page itself) are not pathways and always pass; a tenant without a `pathways` list
 * has them all. A group root (`/pathways/new-fhsu-students`) belongs to a tenant offering any
 * of its children.
 */
export function offersPathway(config: OfferConfig, path: string): boolean {
  if (!path.startsWith(PATHWAY_PREFIX) || config.pathways === undefined) return true;
  const pathway = path
    .slice(PATHWAY_PREFIX.length)
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return config.pathways.some(
    (offered) => offered === pathway || offered.startsWith(`${pathway}/`),
  );
}

/**
 * Whether a public page is on for the tenant: not in `pages.disabled` and, under `/pathways`,
 * one of its pathways. A page that is off shows the not-found page, and nothing links to it.
 */
export function pageIsOn(config: PagesConfig, path: string): boolean {
  if (config.pages.disabled.some((disabled) => matchRoute(disabled, path))) return false;
  return offersPathway(config, path);
}

/**
 * The tenant's programs among `programs`, in the tenant's order; every program when the
 * tenant does not list them.
 */
export function offeredPrograms<T extends { enrollmentCode: string }>(
  config: OfferConfig,
  programs: readonly T[],
): T[] {
  if (config.programs === undefined) return [...programs];
  const byCode = new Map(programs.map((program) => [program.enrollmentCode, program]));
  return config.programs.flatMap((code) => {
    const program = byCode.get(code);
    return program ? [program] : [];
  });
}

/**
 * The placeholder values for one tenant: its own `values` laid over the global ones, and
 * `{$tenant.name}`, the tenant's name, so that a content page every tenant shares (the
 * accessibility statement) names the site it is read on; for its Spanish texts, its Spanish
 * values (`es.values`) laid over all of those.
 */
export function tenantValues(
  global: GlobalValues,
  config: Pick<TenantConfig, 'name' | 'values' | 'es'>,
): PlaceholderValues {
  const en = deepMerge(deepMerge(global, { tenant: { name: config.name } }), config.values);
  return { en, es: deepMerge(en, config.es?.values) };
}

/**
 * The tenant's rewording of the portal's messages on its pages in `language`: a language's own,
 * never another's, so a Spanish page keeps the portal's Spanish where the tenant reworded only
 * the English (docs/languages.md "A tenant's own content").
 */
export function tenantMessages(
  config: Pick<TenantConfig, 'messages' | 'es'>,
  language: Language,
): TenantMessages {
  const byLanguage: Record<Language, TenantMessages | undefined> = {
    en: config.messages,
    es: config.es?.messages,
  };
  return byLanguage[language] ?? {};
}

/**
 * Whether the storefront shows prices. In the prepaid modes the employer pays through an access
 * code, so a learner never pays the list price and showing it would only mislead (docs/storefront.md).
 */
export function showsPrices(enrollmentType: EnrollmentType): boolean {
  return enrollmentType === 'paid-preselected' || enrollmentType === 'paid-selective';
}

/** The alert a reader sees: a visitors-only alert is not shown to a signed-in learner. */
export function alertFor(
  alert: SystemAlert | undefined,
  signedIn: boolean,
): SystemAlert | undefined {
  if (alert?.audience === 'visitors' && signedIn) return undefined;
  return alert;
}
