import { webauthn } from './webauthn';
import type { PasskeyOptions } from '@portal/domain/staff/staff-passkeys';
import { AppError } from '../../http/app-error';
import { CEREMONY_TIMEOUT_MS, storeChallenge } from './passkey-challenges';
import type { StaffContext } from './staff-context';
import { staffPasskeyQueries } from './staff-passkey-queries';
import { staffQueries } from './staff-queries';
import type { RelyingParty } from './staff-relying-party';

/**
 * The challenge a passkey signs at the second step (docs/staff-console.md "Passkeys"), bound to
 * the pending sign-in and the host, offering the member's passkeys on this host. A member with
 * none here is told so as a refused passkey is; the code stays open to them.
 */
export async function startPasskeySignIn(
  ctx: StaffContext,
  request: { pendingToken: string; party: RelyingParty },
): Promise<PasskeyOptions> {
  const { staffId, signInId } = await ctx.tokens.verifyPending(request.pendingToken);
  const member = await staffQueries.memberById(ctx.db, staffId);
  if (!member || member.pendingSignInId !== signInId || member.disabledAt) {
    throw new AppError('SESSION_EXPIRED');
  }
  const { party } = request;
  const passkeys = await staffPasskeyQueries.passkeysOf(ctx.db, staffId, { rpId: party.rpId });
  if (passkeys.length === 0 || !member.totpConfirmedAt) throw new AppError('INVALID_PASSKEY');
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: party.rpId,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
  });
  await storeChallenge(ctx.db, {
    challenge: options.challenge,
    staffId,
    purpose: 'authentication',
    attemptId: signInId,
    party,
    now: ctx.clock.now(),
  });
  // A plain copy: the wire schema passes the options through as they are.
  return { ...options };
}
