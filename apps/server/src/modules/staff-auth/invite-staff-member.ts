import { mayGrant, type StaffCreate, type StaffListItem } from '@portal/domain/staff/staff-team';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { checkScopeEmployer } from './scope-employer';
import type { StaffContext } from './staff-context';
import type { StaffMemberRow } from './staff-queries';
import { sendStaffEnrolmentLink, type MailingTenant } from './staff-enrolment-link';
import { staffTeamQueries } from './staff-team-queries';
import { staffAuditState, staffListItemView } from './staff-views';

/**
 * POST /staff-api/staff (docs/staff-console.md "Managing staff"): a new member, without a password,
 * and their enrolment link by mail, in one transaction with the audit entry. An admin gives only
 * the roles they may grant (never provider admin, unless they are one) within their own scope.
 */
export async function inviteStaffMember(
  ctx: StaffContext,
  request: {
    admin: StaffMemberRow;
    member: StaffCreate;
    tenant: MailingTenant;
    address: string;
  },
): Promise<StaffListItem> {
  const { admin, member } = request;
  if (!mayGrant(admin, member)) throw new AppError('PERMISSION_DENIED');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await checkScopeEmployer(tx, member.scope);
    const created = await staffTeamQueries.insertMember(tx, {
      email: member.email.toLowerCase(),
      name: member.name,
      roles: member.roles,
      scope: member.scope,
      now,
    });
    if (!created) throw new AppError('USER_ALREADY_EXISTS');
    const expiresAt = await sendStaffEnrolmentLink({
      tx,
      tenants: ctx.tenants,
      tenant: request.tenant,
      member: created,
      createdBy: admin.id,
      purpose: 'new_member',
      now,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: admin.id,
      actorEmail: admin.email,
      address: request.address,
      action: 'staff.created',
      subjectKind: 'staff',
      subjectId: created.id,
      after: { ...staffAuditState(created), enrolmentLinkExpiresAt: expiresAt.toISOString() },
      reason: member.reason,
    });
    return staffListItemView(created);
  });
}
