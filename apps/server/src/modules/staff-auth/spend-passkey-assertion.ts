import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { webauthn } from './webauthn';
import type { z } from 'zod';
import type { passkeyAuthenticationResponseSchema } from '@portal/domain/staff/staff-passkeys';
import type { Executor } from '../../db/database';
import { spendAnsweredChallenge } from './passkey-challenges';
import { staffPasskeyQueries, type StaffPasskeyRow } from './staff-passkey-queries';
import type { RelyingParty } from './staff-relying-party';

/**
 * Checks a passkey's answer at the second step, under the member's row lock
 * (docs/staff-console.md "Passkeys"): it must sign a live challenge this pending sign-in was given
 * on this host (which it spends, so a replay fails), with one of this member's passkeys for the
 * host, from this host's origin, with a counter past the last one seen. Moves the counter on and
 * answers the passkey; undefined when refused.
 */
export async function spendPasskeyAssertion(
  tx: Executor,
  request: {
    staffId: string;
    signInId: string;
    party: RelyingParty;
    assertion: z.infer<typeof passkeyAuthenticationResponseSchema>;
    now: Date;
  },
): Promise<StaffPasskeyRow | undefined> {
  const { staffId, party, assertion, now } = request;
  const challenge = await spendAnsweredChallenge(tx, {
    clientDataJSON: assertion.response.clientDataJSON,
    staffId,
    purpose: 'authentication',
    attemptId: request.signInId,
    party,
    now,
  });
  if (!challenge) return undefined;
  const passkey = await staffPasskeyQueries.passkeyOf(tx, staffId, assertion.id);
  if (!passkey || passkey.rpId !== party.rpId) return undefined;
  const verification = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    })
    .catch(() => undefined);
  if (!verification?.verified) return undefined;
  await staffPasskeyQueries.recordPasskeyUse(
    tx,
    passkey.id,
    verification.authenticationInfo.newCounter,
    now,
  );
  return passkey;
}
