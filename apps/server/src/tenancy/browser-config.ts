import { effectiveGlobalConfig } from '@portal/domain/tenant/effective-config';
import { fillPlaceholders } from '@portal/domain/tenant/placeholders';
import { tenantValues } from '@portal/domain/tenant/tenant-offer';
import {
  publicTenantConfig,
  type PublicTenantConfig,
  type TenantConfig,
} from '@portal/domain/tenant/tenant-config';
import type { TenantRegistry } from './tenant-registry';

/**
 * The tenant config as the browser gets it, in the page bootstrap and from /config/tenant.json
 * alike: the public part, with placeholders filled from the tenant's own values laid over the
 * global values in force at `now`.
 */
export function browserTenantConfig(
  config: TenantConfig,
  registry: TenantRegistry,
  now: Date,
): PublicTenantConfig {
  const values = tenantValues(effectiveGlobalConfig(registry.global, now).values, config);
  return fillPlaceholders(publicTenantConfig(config), values);
}
