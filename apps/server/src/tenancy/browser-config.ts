import { effectiveGlobalConfig } from '@portal/domain/tenant/effective-config';
import { fillPlaceholders } from '@portal/domain/tenant/placeholders';
import {
  publicTenantConfig,
  type PublicTenantConfig,
  type TenantConfig,
} from '@portal/domain/tenant/tenant-config';
import type { TenantRegistry } from './tenant-registry';

/**
 * The tenant config as the browser gets it, in the page bootstrap and from /config/tenant.json
 * alike: the public part, with placeholders filled from the global values in force at `now`.
 */
export function browserTenantConfig(
  config: TenantConfig,
  registry: TenantRegistry,
  now: Date,
): PublicTenantConfig {
  const values = effectiveGlobalConfig(registry.global, now).values;
  return fillPlaceholders(publicTenantConfig(config), values);
}
