import { scopeContains } from '@portal/domain/staff/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { StaffContext } from './staff-context';
import { sendStaffEnrolmentLink, type MailingTenant } from './staff-enrolment-link';
import { staffPasskeyQueries } from './staff-passkey-queries';
import { staffQueries, type StaffMemberRow } from './staff-queries';

/**
 * An admin restores a member who lost their factors (docs/staff-console.md "Restoring a member"):
 * the secret, the recovery codes and the passkeys are cleared and the member's sessions end, so the next sign-in
 * enrols a new authenticator. A password reset alone never does this. The member is also mailed
 * an enrolment link (docs/staff-console.md "Managing staff"), which sets a new password and enrols
 * a new authenticator. A member outside the admin's scope is not found.
 */
export async function resetSecondFactor(
  ctx: StaffContext,
  request: {
    admin: StaffMemberRow;
    staffId: string;
    reason: string;
    address: string;
    tenant: MailingTenant;
  },
): Promise<void> {
  const { db, clock } = ctx;
  await db.transaction(async (tx) => {
    const member = await staffQueries.lockMember(tx, request.staffId);
    if (!member || !scopeContains(request.admin.scope, member.scope)) {
      throw new AppError('NOT_FOUND');
    }
    const now = clock.now();
    const before = {
      factor: member.totpConfirmedAt ? 'enrolled' : 'none',
      recoveryCodesLeft: await staffQueries.unusedRecoveryCodeCount(tx, member.id),
      passkeys: (await staffPasskeyQueries.passkeysOf(tx, member.id)).length,
    };
    await staffQueries.setFactor(tx, member.id, {
      totpSecret: null,
      totpConfirmedAt: null,
      totpLastStep: null,
    });
    await staffQueries.replaceRecoveryCodes(tx, member.id, []);
    await staffPasskeyQueries.removeAllPasskeys(tx, member.id);
    await staffQueries.endAllSessions(tx, member.id, now);
    const expiresAt = await sendStaffEnrolmentLink({
      tx,
      tenants: ctx.tenants,
      tenant: request.tenant,
      member,
      createdBy: request.admin.id,
      // An invited member whose link ran out gets a new one, worded as the first.
      purpose: member.passwordHash ? 'factor_reset' : 'new_member',
      now,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: request.admin.id,
      actorEmail: request.admin.email,
      address: request.address,
      action: 'staff.second_factor_reset',
      subjectKind: 'staff',
      subjectId: member.id,
      before,
      after: {
        factor: 'none',
        recoveryCodesLeft: 0,
        passkeys: 0,
        enrolmentLinkExpiresAt: expiresAt.toISOString(),
      },
      reason: request.reason,
    });
  });
}
