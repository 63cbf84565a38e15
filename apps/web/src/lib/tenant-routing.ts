import { routingFor, type TenantRouting } from '@portal/domain/permissions/tenant-routing';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';

const cache = new WeakMap<PublicTenantConfig, TenantRouting>();

/** The tenant's routing (`routingFor`, which the server's sitemap reads too), once per tenant config. */
export function tenantRouting(config: PublicTenantConfig): TenantRouting {
  let routing = cache.get(config);
  if (!routing) cache.set(config, (routing = routingFor(config)));
  return routing;
}
