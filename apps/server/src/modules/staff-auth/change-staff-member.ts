import { rolesFitScope, scopeContains } from '@portal/domain/staff/staff-roles';
import {
  mayGrant,
  raisesAbilities,
  type StaffListItem,
  type StaffPatch,
} from '@portal/domain/staff/staff-team';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { checkScopeEmployer } from './scope-employer';
import type { StaffContext } from './staff-context';
import { staffQueries, type StaffMemberRow } from './staff-queries';
import { staffTeamQueries } from './staff-team-queries';
import { staffAuditState, staffListItemView, staffStatusOf } from './staff-views';

/** Whether the member is a provider admin who can sign in. */
const activeProviderAdmin = (member: StaffMemberRow) =>
  member.roles.includes('provider_admin') && staffStatusOf(member) === 'active';

/**
 * PATCH /staff-api/staff/{id} (docs/staff-console.md "Managing staff"): a member's name, roles,
 * scope, or standing. The member must lie within the admin's scope (else not found) and hold only
 * roles the admin may grant; the new roles and scope too. Nobody raises their own roles or
 * disables themselves, and the last provider admin who can sign in keeps the role and stays
 * enabled. Disabling ends the member's sessions at once. Changes are serialised (an advisory lock),
 * so two admins cannot each remove the other at the same moment.
 */
export async function changeStaffMember(
  ctx: StaffContext,
  request: { admin: StaffMemberRow; staffId: string; patch: StaffPatch; address: string },
): Promise<StaffListItem> {
  const { patch } = request;
  return ctx.db.transaction(async (tx) => {
    await staffTeamQueries.lockStaffChanges(tx);
    // Read again under the lock: the admin's own roles may have changed since the guard read them.
    const admin = await staffQueries.lockMember(tx, request.admin.id);
    const member = await staffQueries.lockMember(tx, request.staffId);
    if (!admin || admin.disabledAt) throw new AppError('INVALID_TOKEN');
    if (!member || !scopeContains(admin.scope, member.scope)) throw new AppError('NOT_FOUND');
    if (!mayGrant(admin, { roles: member.roles }) || !mayGrant(admin, patch)) {
      throw new AppError('PERMISSION_DENIED');
    }
    if (member.id === admin.id) {
      const raises = patch.roles !== undefined && raisesAbilities(admin.roles, patch.roles);
      if (raises || patch.disabled === true) throw new AppError('PERMISSION_DENIED');
    }

    const now = ctx.clock.now();
    const disabledAt =
      patch.disabled === undefined
        ? member.disabledAt
        : patch.disabled
          ? (member.disabledAt ?? now)
          : null;
    const changed: StaffMemberRow = {
      ...member,
      name: patch.name ?? member.name,
      roles: patch.roles ?? member.roles,
      scope: patch.scope ?? member.scope,
      disabledAt,
    };
    // A partner school's staff keep a scope of tenants, whichever of the two the patch changes.
    if (!rolesFitScope(changed.roles, changed.scope)) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'scope', code: 'validation.invalid' }],
      });
    }
    await checkScopeEmployer(tx, changed.scope);
    if (
      activeProviderAdmin(member) &&
      !activeProviderAdmin(changed) &&
      (await staffTeamQueries.otherActiveProviderAdmins(tx, member.id)) === 0
    ) {
      throw new AppError('LAST_PROVIDER_ADMIN');
    }

    const disabling = !member.disabledAt && disabledAt !== null;
    await staffTeamQueries.updateMember(tx, member.id, {
      name: changed.name,
      roles: changed.roles,
      scope: changed.scope,
      disabledAt,
      ...(disabling ? { pendingSignInId: null } : {}),
    });
    if (disabling) await staffQueries.endAllSessions(tx, member.id, now);
    await recordAudit(tx, {
      at: now,
      actorStaffId: admin.id,
      actorEmail: admin.email,
      address: request.address,
      action: disabling
        ? 'staff.disabled'
        : member.disabledAt && !disabledAt
          ? 'staff.enabled'
          : 'staff.updated',
      subjectKind: 'staff',
      subjectId: member.id,
      before: staffAuditState(member),
      after: staffAuditState(changed),
      reason: patch.reason,
    });
    return staffListItemView(changed);
  });
}
