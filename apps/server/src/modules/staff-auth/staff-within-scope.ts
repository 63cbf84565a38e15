import type { StaffScope } from '@portal/domain/staff/staff-roles';
import type { Executor } from '../../db/database';
import { staffQueries } from './staff-queries';

/**
 * The staff members an administrator with this scope answers for (docs/staff-console.md "Roles
 * and scope"): everyone for the provider's staff, else those whose whole scope lies within it.
 */
export async function staffWithinScope(options: {
  db: Executor;
  scope: StaffScope;
}): Promise<{ kind: 'everyone' } | { kind: 'members'; members: { id: string; email: string }[] }> {
  const { db, scope } = options;
  if (scope.kind === 'all_tenants') return { kind: 'everyone' };
  return { kind: 'members', members: await staffQueries.membersScopedWithin(db, scope.tenantIds) };
}
