import { randomUUID } from 'node:crypto';
import type { StaffPendingSignIn } from '@portal/domain/staff/staff-session';
import type { StaffEnrolmentMember } from '@portal/domain/staff/staff-team';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { hashOpaqueSecret } from '../auth/opaque-secret';
import { hashPassword } from '../auth/password-hashing';
import type { StaffContext } from './staff-context';
import { staffQueries } from './staff-queries';
import { staffTeamQueries } from './staff-team-queries';
import { newTotpEnrolment } from './totp';

/**
 * POST /staff-api/enrolment/check: whose account a live link sets up. A wrong, used, replaced or
 * expired link, or one of a disabled member, gets one answer, so none tells whether it existed.
 */
export async function checkEnrolmentLink(
  ctx: StaffContext,
  token: string,
): Promise<StaffEnrolmentMember> {
  const live = await staffTeamQueries.liveEnrolmentLink(
    ctx.db,
    hashOpaqueSecret(token),
    ctx.clock.now(),
  );
  if (!live || live.member.disabledAt) throw new AppError('STAFF_ENROLMENT_LINK_INVALID');
  return { email: live.member.email, name: live.member.name };
}

/**
 * POST /staff-api/enrolment (docs/staff-console.md "Managing staff"): the link sets the member's
 * password (argon2id, under the password policy) and starts the enrolment of a new authenticator,
 * in one transaction: the link is spent (one winner under concurrent use), any earlier factor,
 * recovery codes and sessions end. It answers the pending sign-in of the enrolment, which the
 * member finishes with the first code from the app, as any enrolment is finished.
 */
export async function enrolWithLink(
  ctx: StaffContext,
  request: { token: string; password: string; address: string },
): Promise<StaffPendingSignIn> {
  // Checked first, so a made-up link costs no password hash; checked again as it is spent.
  await checkEnrolmentLink(ctx, request.token);
  const passwordHash = await hashPassword(request.password);
  const tokenHash = hashOpaqueSecret(request.token);
  const { staffId, signInId, enrolment } = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const live = await staffTeamQueries.liveEnrolmentLink(tx, tokenHash, now);
    const member = live && (await staffQueries.lockMember(tx, live.link.staffId));
    if (
      !member ||
      member.disabledAt ||
      !(await staffTeamQueries.useEnrolmentLink(tx, tokenHash, now))
    ) {
      throw new AppError('STAFF_ENROLMENT_LINK_INVALID');
    }
    await staffTeamQueries.setPassword(tx, member.id, passwordHash);
    const enrolment = await newTotpEnrolment(member.email);
    await staffQueries.setFactor(tx, member.id, {
      totpSecret: ctx.factorSecrets.seal(enrolment.secret),
      totpConfirmedAt: null,
      totpLastStep: null,
    });
    await staffQueries.replaceRecoveryCodes(tx, member.id, []);
    await staffQueries.endAllSessions(tx, member.id, now);
    const signInId = randomUUID();
    await staffQueries.startPendingSignIn(tx, member.id, signInId);
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: request.address,
      action: 'staff.enrolment_link_used',
      subjectKind: 'staff',
      subjectId: member.id,
      after: { purpose: live.link.purpose, password: 'set', factor: 'enrolling' },
    });
    return { staffId: member.id, signInId, enrolment };
  });
  const pendingToken = await ctx.tokens.signPending({ staffId, signInId });
  return { pendingToken, next: 'enrol', enrolment };
}
