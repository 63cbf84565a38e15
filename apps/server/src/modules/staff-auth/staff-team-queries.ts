import { and, asc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';
import type { StaffStatus } from '@portal/domain/staff/staff-team';
import type { Executor } from '../../db/database';
import type { StaffMemberRow } from './staff-queries';
import { staffEnrolmentLinks, staffMembers } from './staff-tables';

// Any constant: the key of the transaction-scoped advisory lock under which the staff's roles and
// standing change, so two admins cannot each remove the other provider admin at once.
const STAFF_CHANGES_LOCK = 7_411_031;

/** Members whose whole scope lies within `scope` (scopeContains, in SQL). */
function withinScope(scope: StaffScope): SQL | undefined {
  if (scope.kind === 'all_tenants') return undefined;
  return sql`(${staffMembers.scope}->>'kind' = 'tenants' and ${staffMembers.scope}->'tenantIds' <@ ${JSON.stringify(scope.tenantIds)}::jsonb)`;
}

function withStatus(status: StaffStatus | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'disabled':
      return isNotNull(staffMembers.disabledAt);
    case 'invited':
      return and(isNull(staffMembers.disabledAt), isNull(staffMembers.passwordHash));
    case 'active':
      return and(isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash));
  }
}

export const staffTeamQueries = {
  /** Serialises changes to roles and standing for the rest of the transaction. */
  async lockStaffChanges(tx: Executor) {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGES_LOCK})`);
  },

  /** A page of the members within `scope`, by name; one row more than asked tells a next page. */
  async members(
    db: Executor,
    query: {
      scope: StaffScope;
      q?: string;
      role?: StaffRole;
      status?: StaffStatus;
      offset: number;
      limit: number;
    },
  ): Promise<StaffMemberRow[]> {
    const text = query.q?.toLowerCase();
    return db
      .select()
      .from(staffMembers)
      .where(
        and(
          withinScope(query.scope),
          withStatus(query.status),
          query.role
            ? sql`${staffMembers.roles} @> ${JSON.stringify([query.role])}::jsonb`
            : undefined,
          text
            ? sql`(position(${text} in lower(${staffMembers.name})) > 0 or position(${text} in ${staffMembers.email}) > 0)`
            : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${staffMembers.name})`), asc(staffMembers.id))
      .offset(query.offset)
      .limit(query.limit);
  },

  /** Adds a member without a password; undefined when the e-mail is taken. */
  async insertMember(
    tx: Executor,
    member: { email: string; name: string; roles: StaffRole[]; scope: StaffScope; now: Date },
  ): Promise<StaffMemberRow | undefined> {
    const [row] = await tx
      .insert(staffMembers)
      .values({
        email: member.email,
        name: member.name,
        passwordHash: null,
        roles: member.roles,
        scope: member.scope,
        createdAt: member.now,
      })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    return row;
  },

  async updateMember(
    tx: Executor,
    id: string,
    change: Partial<Pick<StaffMemberRow, 'name' | 'roles' | 'scope' | 'disabledAt'>> & {
      pendingSignInId?: null;
    },
  ) {
    await tx.update(staffMembers).set(change).where(eq(staffMembers.id, id));
  },

  /** Provider admins other than `exceptId` who can sign in: not disabled, with a password. */
  async otherActiveProviderAdmins(tx: Executor, exceptId: string): Promise<number> {
    const rows = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(
        and(
          ne(staffMembers.id, exceptId),
          isNull(staffMembers.disabledAt),
          isNotNull(staffMembers.passwordHash),
          sql`${staffMembers.roles} @> '["provider_admin"]'::jsonb`,
        ),
      );
    return rows.length;
  },

  async setPassword(tx: Executor, id: string, passwordHash: string) {
    await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, id));
  },

  /** A member's new link; any earlier unused one stops working. */
  async replaceEnrolmentLink(
    tx: Executor,
    link: typeof staffEnrolmentLinks.$inferInsert & { staffId: string },
  ) {
    await tx
      .delete(staffEnrolmentLinks)
      .where(
        and(eq(staffEnrolmentLinks.staffId, link.staffId), isNull(staffEnrolmentLinks.usedAt)),
      );
    await tx.insert(staffEnrolmentLinks).values(link);
  },

  /** The unused, unexpired link with this hash, and its member. */
  async liveEnrolmentLink(db: Executor, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ link: staffEnrolmentLinks, member: staffMembers })
      .from(staffEnrolmentLinks)
      .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolmentLinks.staffId))
      .where(
        and(
          eq(staffEnrolmentLinks.tokenHash, tokenHash),
          isNull(staffEnrolmentLinks.usedAt),
          gt(staffEnrolmentLinks.expiresAt, now),
        ),
      );
    return row;
  },

  /** Spends a live link; false when it was used (or replaced) meanwhile. */
  async useEnrolmentLink(tx: Executor, tokenHash: string, now: Date): Promise<boolean> {
    const used = await tx
      .update(staffEnrolmentLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffEnrolmentLinks.tokenHash, tokenHash),
          isNull(staffEnrolmentLinks.usedAt),
          gt(staffEnrolmentLinks.expiresAt, now),
        ),
      )
      .returning({ tokenHash: staffEnrolmentLinks.tokenHash });
    return used.length > 0;
  },
};
