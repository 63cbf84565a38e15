import { randomUUID } from 'node:crypto';
import type { StaffPendingSignIn } from '@portal/domain/staff/staff-session';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { verifyAgainstNothing, verifyPassword } from '../auth/password-hashing';
import type { StaffContext } from './staff-context';
import { staffPasskeyQueries } from './staff-passkey-queries';
import { staffQueries } from './staff-queries';
import type { RelyingParty } from './staff-relying-party';
import { recordSuccessfulStaffAttempt, reserveStaffAttempt } from './staff-throttle';
import { newTotpEnrolment } from './totp';

/**
 * The password step (docs/staff-console.md "Signing in"). It never opens a session: it answers a
 * short-lived token for the second factor. A member without a confirmed factor is given a fresh
 * secret to enrol, once; it is never shown again. A wrong e-mail and a wrong password answer alike.
 * Only the newest pending token of a member is good, and only until it opens a session.
 */
export async function startStaffSignIn(
  ctx: StaffContext,
  request: { email: string; password: string; address: string; party: RelyingParty },
): Promise<StaffPendingSignIn> {
  const { db, clock } = ctx;
  const email = request.email.trim().toLowerCase();
  const { attempt, reservation } = await reserveStaffAttempt(ctx, {
    step: 'password',
    email,
    address: request.address,
  });

  // A disabled member, or one who has not set a password yet, is answered as a wrong password is.
  const found = await staffQueries.memberByEmail(db, email);
  const member = found?.passwordHash && !found.disabledAt ? found : undefined;
  const passwordMatches = member?.passwordHash
    ? await verifyPassword(member.passwordHash, request.password)
    : await verifyAgainstNothing(request.password);
  if (!member || !passwordMatches) {
    await db.transaction((tx) =>
      recordAudit(tx, {
        at: clock.now(),
        actorStaffId: null,
        actorEmail: email,
        address: request.address,
        action: 'staff.sign_in_failed',
        subjectKind: 'staff',
        subjectId: found?.id ?? 'unknown',
        reason: 'password',
      }),
    );
    throw new AppError('INVALID_PASSWORD');
  }
  await recordSuccessfulStaffAttempt(db, attempt, reservation);

  const signInId = randomUUID();
  await staffQueries.startPendingSignIn(db, member.id, signInId);
  const pendingToken = await ctx.tokens.signPending({ staffId: member.id, signInId });
  if (member.totpConfirmedAt) {
    const passkeys = await staffPasskeyQueries.passkeysOf(db, member.id, {
      rpId: request.party.rpId,
    });
    return { pendingToken, next: 'code', ...(passkeys.length > 0 ? { passkey: true } : {}) };
  }

  const enrolment = await newTotpEnrolment(member.email);
  await staffQueries.setFactor(db, member.id, {
    totpSecret: ctx.factorSecrets.seal(enrolment.secret),
    totpConfirmedAt: null,
    totpLastStep: null,
  });
  return { pendingToken, next: 'enrol', enrolment };
}
