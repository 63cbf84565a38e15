import { scopeCoversTenant, type StaffScope } from '@portal/domain/staff/staff-roles';
import { AppError } from '../../http/app-error';
import { staffReviewTenantIds } from '../../tenancy/registrar-decisions';
import type { TenantRegistry } from '../../tenancy/tenant-registry';

/**
 * The tenants whose queues a member works (docs/staff-console.md "The registrar's queues"): in
 * their scope and with staff review, sorted by id; narrowed to `tenant` when the filter names one.
 */
export function registrarTenantIds(
  tenants: TenantRegistry,
  scope: StaffScope,
  tenant?: string,
): string[] {
  return staffReviewTenantIds(tenants).filter(
    (id) => scopeCoversTenant(scope, id) && (tenant === undefined || tenant === id),
  );
}

/**
 * An item of a tenant outside the member's queues does not exist for them: 404, as a student
 * outside their scope is. Items of sandbox tenants are the sandbox's, never in a queue.
 */
export function requireRegistrarTenant(
  tenants: TenantRegistry,
  scope: StaffScope,
  tenantId: string,
): void {
  if (!registrarTenantIds(tenants, scope).includes(tenantId)) throw new AppError('NOT_FOUND');
}
