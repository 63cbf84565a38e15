import { DEFAULT_TENANT_ID, type TenantRegistry } from '../tenancy/tenant-registry';
import { hostNameOf } from '../tenancy/host-name';

/**
 * Whether a page at `origin` may open the live channel of the tenant that `host` (and the path)
 * resolved to: the Origin's host must be one of that tenant's sites, namely its configured hosts,
 * its development host `<id>.localhost`, the main site's hosts when the tenant is the main site or
 * lives under a partner slug there, or the host the connection itself was made to (the portal's
 * own page).
 *
 * A connection without Origin is let through: a browser always sends Origin on a WebSocket, so
 * it comes from a native client, not from a page. That is safe because the channel is authorised
 * by the access token in CONNECT alone, which a page of another site does not have; no cookie or
 * header of the upgrade authorises anything (docs/decisions/0013-live-channel.md "Authorisation").
 * The Origin check stops another site's page, whose browser would send its Origin, from using the
 * channel at all.
 */
export function isAllowedOrigin(options: {
  origin: string | undefined;
  host: string;
  tenantId: string;
  basePath: string;
  registry: TenantRegistry;
}): boolean {
  const { origin, registry, tenantId } = options;
  if (origin === undefined) return true;
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
