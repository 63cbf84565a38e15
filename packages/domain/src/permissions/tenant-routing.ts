import type { TenantConfig } from '../tenant/tenant-config';
import type { Permission } from './permission';
import { defaultRouteMap, type RouteMap } from './route-map';

export interface TenantRouting {
  granted: readonly Permission[];
  routeMap: RouteMap;
}

/**
 * The tenant's granted permissions (docs/product/roles-and-permissions.md) and route map: the tenant's `routeMap` replaces the
 * default list of each level it names; other levels keep the default for its onboarding mode.
 */
export function routingFor(
  config: Pick<TenantConfig, 'enrollmentType' | 'routeMap' | 'permissions'>,
): TenantRouting {
  const routeMap: RouteMap = { ...defaultRouteMap(config.enrollmentType) };
  for (const [permission, routes] of Object.entries(config.routeMap ?? {})) {
    if (routes) routeMap[permission as Permission] = routes;
  }
  return { granted: config.permissions, routeMap };
}
