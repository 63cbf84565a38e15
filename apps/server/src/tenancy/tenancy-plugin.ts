import type { FastifyInstance } from 'fastify';
import type { Language } from '@portal/domain/i18n/languages';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Clock } from '../clock';
import { nameRuleOf } from '@portal/domain/validation/person-name';
import { checkNamesByRequestTenant, withNameRule } from './tenant-name-rule';
import type { TenantRegistry } from './tenant-registry';

/** The tenant of the current request. */
export interface RequestTenant {
  id: string;
  /** '' or `/<partnerSlug>` when the site is served under a partner-school base path. */
  basePath: string;
  /** The language of the page asked for, by its address (docs/languages.md). */
  language: Language;
  /** '' in the tenant's default language, else `/<language>`: after `basePath` in its addresses. */
  languagePath: string;
  /** The config in force now: scheduled overrides already applied (docs/product/README.md). */
  config: TenantConfig;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: RequestTenant;
  }
}

/**
 * Resolves the tenant once per request, before anything else runs (docs/architecture.md, decision 5),
 * so every handler and hook can read `request.tenant`. Call it on the root instance: hooks added
 * there reach every plugin registered later. (It is a plain function rather than a
 * fastify-plugin wrapped plugin, which would only be needed to escape encapsulation.)
 */
export function registerTenancy(
  app: FastifyInstance,
  { registry, clock }: { registry: TenantRegistry; clock: Clock },
): void {
  // Declared up front so every request object has the same shape (V8). The null never escapes:
  // the hook below sets the value before any handler runs, hence the cast.
  app.decorateRequest('tenant', null as unknown as RequestTenant);
  checkNamesByRequestTenant();
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      const { tenant, basePath, language, languagePath } = registry.resolve({
        host: request.host,
        path: request.originalUrl,
      });
      // Per request, not cached at start-up: a scheduled window can open or close at any moment.
      request.tenant = {
        id: tenant.id,
        basePath,
        language,
        languagePath,
        config: effectiveConfig(tenant.config, clock.now()),
      };
      // The rest of the request checks names by its tenant's rule.
      withNameRule(nameRuleOf(request.tenant.config), done);
    } catch (error) {
      done(error as Error);
    }
  });
}
