import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';
import { publicTenantConfig, tenantConfigSchema } from '@portal/domain/tenant/tenant-config';
import defaultTenant from '../../../../tenants/default/config.json';

/**
 * The default tenant from its real file, checked by the domain's tenant config schema: what
 * `vite dev` without the server in front and the tests render with, so neither keeps a copy that
 * drifts from the tenant. The server injects the request's own tenant into every page it serves.
 */
export function defaultTenantBootstrap(): TenantBootstrap {
  return {
    tenantId: 'default',
    basePath: '',
    language: 'en',
    buildVersion: 'dev',
    cachingDisabled: true,
    // No server here to give its year: the machine's clock stands in for it.
    year: new Date().getUTCFullYear(),
    config: publicTenantConfig(tenantConfigSchema.parse(defaultTenant)),
  };
}
