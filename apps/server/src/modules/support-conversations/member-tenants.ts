import type { StaffScope } from '@portal/domain/staff/staff-roles';
import type { TenantIds } from './support-queries';

/** The tenants a member's scope reaches, as the queries take them (null: all of them). */
export const memberTenants = (scope: StaffScope): TenantIds =>
  scope.kind === 'all_tenants' ? null : scope.tenantIds;
