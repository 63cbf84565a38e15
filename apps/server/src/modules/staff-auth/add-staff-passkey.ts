import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { webauthn } from './webauthn';
import type { z } from 'zod';
import type {
  passkeyRegistrationResponseSchema,
  StaffPasskey,
} from '@portal/domain/staff/staff-passkeys';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { spendAnsweredChallenge } from './passkey-challenges';
import type { SignedInStaff } from './require-staff';
import type { StaffContext } from './staff-context';
import { staffPasskeyQueries } from './staff-passkey-queries';
import type { RelyingParty } from './staff-relying-party';
import { staffPasskeyView } from './staff-views';

/**
 * Adds the passkey the browser created for the challenge this session was given
 * (docs/staff-console.md "Passkeys"): the attestation is checked against that challenge, this host
 * and its origin, and the challenge is spent whatever the outcome. Audited.
 */
export async function addStaffPasskey(
  ctx: StaffContext,
  request: {
    staff: SignedInStaff;
    party: RelyingParty;
    name: string;
    response: z.infer<typeof passkeyRegistrationResponseSchema>;
    address: string;
  },
): Promise<StaffPasskey> {
  const { member, sessionId } = request.staff;
  const { party } = request;
  const now = ctx.clock.now();
  const challenge = await spendAnsweredChallenge(ctx.db, {
    clientDataJSON: request.response.response.clientDataJSON,
    staffId: member.id,
    purpose: 'registration',
    attemptId: sessionId,
    party,
    now,
  });
  if (!challenge) throw new AppError('INVALID_PASSKEY');
  const verification = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response: request.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpId,
      requireUserVerification: false,
    })
    .catch(() => undefined);
  if (!verification?.verified) throw new AppError('INVALID_PASSKEY');
  const { credential } = verification.registrationInfo;

  return ctx.db.transaction(async (tx) => {
    const passkey = {
      id: credential.id,
      staffId: member.id,
      rpId: party.rpId,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: request.name,
      createdAt: now,
      lastUsedAt: null,
    };
    if (!(await staffPasskeyQueries.addPasskey(tx, passkey))) throw new AppError('INVALID_PASSKEY');
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: request.address,
      action: 'staff.passkey_added',
      subjectKind: 'staff',
      subjectId: member.id,
      after: { passkeyId: passkey.id, name: passkey.name, host: passkey.rpId },
    });
    return staffPasskeyView(passkey);
  });
}
