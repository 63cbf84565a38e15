import type { StaffScope } from '@portal/domain/staff/staff-roles';

/**
 * The tenants whose learners a member reads (docs/staff-console.md "Partner schools"): their
 * scope's, never more; null for a member of every tenant (the provider's staff).
 */
export const partnerTenantIds = (scope: StaffScope): readonly string[] | null =>
  scope.kind === 'all_tenants' ? null : scope.tenantIds;
