import type { StaffSecondFactorStep, StaffSession } from '@portal/domain/staff/staff-session';
import { recordAudit } from '../../audit/record-audit';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { spendPasskeyAssertion } from './spend-passkey-assertion';
import type { StaffContext } from './staff-context';
import { staffQueries, type StaffMemberRow } from './staff-queries';
import type { RelyingParty } from './staff-relying-party';
import { recordSuccessfulStaffAttempt, reserveStaffAttempt } from './staff-throttle';
import { acceptedTotpStep } from './totp';

type Outcome =
  | { accepted: false }
  | { accepted: true; method: 'totp' | 'enrolment' | 'recovery_code'; recoveryCodes?: string[] }
  | { accepted: true; method: 'passkey'; passkey: { id: string; name: string } };

/**
 * Checks the factor under the member's row lock and spends it: a TOTP step, a recovery code or a
 * passkey's challenge, once.
 */
async function spendSecondFactor(
  ctx: StaffContext,
  tx: Executor,
  member: StaffMemberRow,
  request: { step: StaffSecondFactorStep; signInId: string; party: RelyingParty },
): Promise<Outcome> {
  const { step } = request;
  const now = ctx.clock.now();
  if ('passkey' in step) {
    // Passkeys are added by a signed-in member, so only beside a confirmed factor.
    if (!member.totpConfirmedAt) return { accepted: false };
    const passkey = await spendPasskeyAssertion(tx, {
      staffId: member.id,
      signInId: request.signInId,
      party: request.party,
      assertion: step.passkey,
      now,
    });
    return passkey
      ? { accepted: true, method: 'passkey', passkey: { id: passkey.id, name: passkey.name } }
      : { accepted: false };
  }
  if ('recoveryCode' in step) {
    // Recovery codes exist only once a factor is confirmed; an enrolment needs the app's code.
    if (!member.totpConfirmedAt) return { accepted: false };
    const used = await staffQueries.useRecoveryCode(
      tx,
      member.id,
      hashRecoveryCode(step.recoveryCode),
      now,
    );
    return used ? { accepted: true, method: 'recovery_code' } : { accepted: false };
  }
  if (!member.totpSecret) return { accepted: false };
  const timeStep = await acceptedTotpStep({
    secret: ctx.factorSecrets.open(member.totpSecret),
    code: step.code,
    now,
    afterStep: member.totpLastStep,
  });
  if (timeStep === undefined) return { accepted: false };
  await staffQueries.setFactor(tx, member.id, {
    totpSecret: member.totpSecret,
    totpConfirmedAt: member.totpConfirmedAt ?? now,
    totpLastStep: timeStep,
  });
  if (member.totpConfirmedAt) return { accepted: true, method: 'totp' };
  const recoveryCodes = newRecoveryCodes();
  await staffQueries.replaceRecoveryCodes(tx, member.id, recoveryCodes.map(hashRecoveryCode));
  return { accepted: true, method: 'enrolment', recoveryCodes };
}

/**
 * The second step (docs/staff-console.md "Signing in"): the authenticator's code, a recovery
 * code, or a passkey ("Passkeys") opens a staff session. The first code after enrolling confirms the factor and answers the
 * ten recovery codes, the only time they are shown. The pending token is spent with the session it
 * opens; a wrong code does not spend it.
 */
export async function finishStaffSignIn(
  ctx: StaffContext,
  request: { step: StaffSecondFactorStep; address: string; party: RelyingParty },
): Promise<StaffSession> {
  const { db, clock } = ctx;
  const { staffId, signInId } = await ctx.tokens.verifyPending(request.step.pendingToken);
  const known = await staffQueries.memberById(db, staffId);
  if (!known) throw new AppError('INVALID_TOKEN');
  const { attempt, reservation } = await reserveStaffAttempt(ctx, {
    step: 'secondFactor',
    email: known.email,
    address: request.address,
  });
  const audit = { actorStaffId: staffId, actorEmail: known.email, address: request.address };

  const result = await db.transaction(async (tx) => {
    const member = await staffQueries.lockMember(tx, staffId);
    if (!member) return undefined;
    // A pending token opens one session: after it has, or once a newer one replaced it, the
    // member starts again with the password, and no code is spent on it.
    if (member.pendingSignInId !== signInId || member.disabledAt) {
      throw new AppError('SESSION_EXPIRED');
    }
    const outcome = await spendSecondFactor(ctx, tx, member, { ...request, signInId });
    // A wrong code leaves the pending token good, so the member may type it again.
    if (!outcome.accepted) return undefined;
    if (!(await staffQueries.spendPendingSignIn(tx, staffId, signInId))) {
      throw new AppError('SESSION_EXPIRED');
    }
    const now = clock.now();
    const sessionId = await staffQueries.createSession(tx, staffId, now);
    await recordAudit(tx, {
      ...audit,
      at: now,
      action: 'staff.sign_in',
      subjectKind: 'staff',
      subjectId: staffId,
      after: {
        method: outcome.method,
        ...(outcome.method === 'recovery_code'
          ? { recoveryCodesLeft: await staffQueries.unusedRecoveryCodeCount(tx, staffId) }
          : {}),
        ...(outcome.method === 'passkey' ? { passkey: outcome.passkey } : {}),
      },
    });
    return {
      sessionId,
      recoveryCodes: 'recoveryCodes' in outcome ? outcome.recoveryCodes : undefined,
    };
  });

  if (!result) {
    await db.transaction((tx) =>
      recordAudit(tx, {
        ...audit,
        at: clock.now(),
        action: 'staff.sign_in_failed',
        subjectKind: 'staff',
        subjectId: staffId,
        reason: failedFactorOf(request.step),
      }),
    );
    throw new AppError('passkey' in request.step ? 'INVALID_PASSKEY' : 'INVALID_SECOND_FACTOR');
  }
  await recordSuccessfulStaffAttempt(db, attempt, reservation);
  return {
    accessToken: await ctx.tokens.signAccess({ staffId, sessionId: result.sessionId }),
    expiresIn: ctx.tokens.accessTtlSeconds,
    ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
  };
}

function failedFactorOf(step: StaffSecondFactorStep): string {
  if ('passkey' in step) return 'passkey';
  return 'recoveryCode' in step ? 'recovery_code' : 'code';
}
