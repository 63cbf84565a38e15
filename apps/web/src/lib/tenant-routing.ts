import type { Permission } from '@portal/domain/permissions/permission';
import { defaultRouteMap, type RouteMap } from '@portal/domain/permissions/route-map';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';

export interface TenantRouting {
  granted: readonly Permission[];
  routeMap: RouteMap;
}

/**
 * The tenant's granted permissions (docs/product/roles-and-permissions.md) and route map: the tenant's `routeMap` replaces the
 * default list of each level it names; other levels keep the default for its onboarding mode.
 */
export function routingFor(config: PublicTenantConfig): TenantRouting {
  const routeMap: RouteMap = { ...defaultRouteMap(config.enrollmentType) };
  for (const [permission, routes] of Object.entries(config.routeMap ?? {})) {
    if (routes) routeMap[permission as Permission] = routes;
  }
  return { granted: config.permissions, routeMap };
}

const cache = new WeakMap<PublicTenantConfig, TenantRouting>();

/** routingFor, computed once per tenant config. */
export function tenantRouting(config: PublicTenantConfig): TenantRouting {
  let routing = cache.get(config);
  if (!routing) cache.set(config, (routing = routingFor(config)));
  return routing;
}
