import { and, eq, inArray, isNull } from 'drizzle-orm';
import { scopeCoversTenant, staffMay, type StaffAbility } from '@portal/domain/staff/staff-roles';
import type { Executor } from '../../db/database';
import { staffMembers } from './staff-tables';

export interface StaffMemberName {
  id: string;
  name: string;
}

/** Members' names by id, for lists that show who did what (a conversation's assignee). */
export async function staffNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, StaffMemberName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Where to mail a member about their work: an enabled member's name and address, or undefined. */
export async function staffMailContact(
  db: Executor,
  id: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), isNull(staffMembers.disabledAt)));
  return row;
}

/**
 * The members whose roles grant the ability and whose scope covers the tenant, by name: who may be
 * given a piece of that tenant's work (docs/staff-console.md "Support conversations"). The staff
 * is a few hundred people at most, so the roles are read here rather than in SQL.
 */
export async function staffWhoMay(
  db: Executor,
  options: { ability: StaffAbility; tenantId: string },
): Promise<StaffMemberName[]> {
  const rows = await db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      roles: staffMembers.roles,
      scope: staffMembers.scope,
    })
    .from(staffMembers);
  return rows
    .filter(
      (row) =>
        staffMay(row.roles, options.ability) && scopeCoversTenant(row.scope, options.tenantId),
    )
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * A school's own staff who may read its learners: enabled members whose roles grant the ability
 * and whose scope names the tenant (the provider's staff, on every tenant, are not the school's).
 * Who a school's scheduled learners file may go to (docs/staff-console.md "Partner schools").
 */
export async function schoolStaffWhoMay(
  db: Executor,
  options: { ability: StaffAbility; tenantId: string },
): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .select({
      email: staffMembers.email,
      name: staffMembers.name,
      roles: staffMembers.roles,
      scope: staffMembers.scope,
    })
    .from(staffMembers)
    .where(isNull(staffMembers.disabledAt));
  return rows
    .filter(
      (row) =>
        staffMay(row.roles, options.ability) &&
        row.scope.kind === 'tenants' &&
        row.scope.tenantIds.includes(options.tenantId),
    )
    .map(({ email, name }) => ({ email, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
