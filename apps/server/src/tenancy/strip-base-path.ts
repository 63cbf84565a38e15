import type { IncomingMessage } from 'node:http';
import type { TenantRegistry } from './tenant-registry';

/**
 * Fastify's rewriteUrl: a partner-school site lives under `/<slug>` (docs/product/screens-and-routes.md), and a page in
 * a language other than the tenant's default under `/<language>` after it (docs/languages.md),
 * so their requests (pages, assets, API, content) are routed as if those prefixes were not there.
 * The tenancy hook reads the original URL, so it still sees them.
 */
export function stripPartnerBasePath(registry: TenantRegistry) {
  return (request: IncomingMessage): string => {
    const url = request.url ?? '/';
    const { basePath, languagePath } = registry.resolve({ host: request.headers.host, path: url });
    const prefix = basePath + languagePath;
    if (!prefix || !url.startsWith(prefix)) return url;
    const rest = url.slice(prefix.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  };
}
