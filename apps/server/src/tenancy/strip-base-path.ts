import type { IncomingMessage } from 'node:http';
import type { TenantRegistry } from './tenant-registry';

/**
 * Fastify's rewriteUrl: a partner-school site lives under `/<slug>` (docs/product/screens-and-routes.md), so its requests
 * (pages, assets, API, content) are routed as if the prefix were not there. The tenancy hook reads
 * the original URL, so it still sees the slug and sets the base path.
 */
export function stripPartnerBasePath(registry: TenantRegistry) {
  return (request: IncomingMessage): string => {
    const url = request.url ?? '/';
    const { basePath } = registry.resolve({ host: request.headers.host, path: url });
    if (!basePath || !url.startsWith(basePath)) return url;
    const rest = url.slice(basePath.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  };
}
