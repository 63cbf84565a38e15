import { DEFAULT_TENANT_ID, type TenantRegistry } from '../tenancy/tenant-registry';
import { hostNameOf } from '../tenancy/host-name';

/**
 * Whether a page at `origin` may open the live channel of the tenant that `host` (and the path)
 * resolved to: the Origin's host must be one of that tenant's sites, namely its configured hosts,
 * its development host `<id>.localhost`, the main site's hosts when the tenant is the main site or
 * lives under a partner slug there, or the host the connection itself was made to (the portal's
 * own page). A browser always sends Origin on a WebSocket, so one without it is refused too.
 */
export function isAllowedOrigin(options: {
  origin: string | undefined;
  host: string;
  tenantId: string;
  basePath: string;
  registry: TenantRegistry;
}): boolean {
  const { origin, registry, tenantId } = options;
  if (!origin) return false;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    originHost = hostNameOf(url.host);
  } catch {
    return false;
  }
  if (originHost === hostNameOf(options.host)) return true;
  const tenant = registry.get(tenantId);
  const hosts = new Set([...(tenant?.config.hosts ?? []), `${tenantId}.localhost`]);
  if (tenantId === DEFAULT_TENANT_ID || options.basePath !== '') {
    for (const host of registry.get(DEFAULT_TENANT_ID)?.config.hosts ?? []) hosts.add(host);
  }
  return hosts.has(originHost);
}
