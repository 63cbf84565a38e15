import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantSync } from '../../tenancy/sync-tenant-documents';
import type { LoadedTenant, TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';

/** What every tenant use case works with: the staff member acting and the live tenants. */
export interface StaffTenantContext {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  sync: TenantSync;
  member: SignedInStaff['member'];
  address: string;
}

/** The tenant, if the member's scope reaches it; outside it, it does not exist for them. */
export function tenantInScope(context: StaffTenantContext, tenantId: string): LoadedTenant {
  const tenant = context.tenants.get(tenantId);
  if (!tenant || !scopeCoversTenant(context.member.scope, tenantId)) {
    throw new AppError('NOT_FOUND');
  }
  return tenant;
}
