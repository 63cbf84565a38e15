import type { TenantRegistry } from './tenant-registry';

/**
 * The tenants whose registrar's decisions are staff's (`registrarDecisions: "staff"` in their
 * config, docs/staff-console.md "The registrar's queues"): the sandbox jobs skip them, and only
 * their items wait in the registrar's queues.
 */
export function staffReviewTenantIds(tenants: TenantRegistry): string[] {
  return tenants
    .all()
    .filter((tenant) => tenant.config.registrarDecisions === 'staff')
    .map((tenant) => tenant.id);
}
