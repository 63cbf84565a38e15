import { webauthn } from './webauthn';
import type { PasskeyOptions } from '@portal/domain/staff/staff-passkeys';
import { CEREMONY_TIMEOUT_MS, storeChallenge } from './passkey-challenges';
import type { StaffContext } from './staff-context';
import { staffPasskeyQueries } from './staff-passkey-queries';
import type { SignedInStaff } from './require-staff';
import type { RelyingParty } from './staff-relying-party';

/**
 * The options for adding a passkey (docs/staff-console.md "Passkeys"): a challenge bound to this
 * staff session and host, and the member's passkeys on this host, so an authenticator that already
 * holds one is not registered twice.
 */
export async function startPasskeyRegistration(
  ctx: StaffContext,
  request: { staff: SignedInStaff; party: RelyingParty },
): Promise<PasskeyOptions> {
  const { member, sessionId } = request.staff;
  const { party } = request;
  const existing = await staffPasskeyQueries.passkeysOf(ctx.db, member.id, { rpId: party.rpId });
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpId,
    userName: member.email,
    userDisplayName: member.name,
    userID: new TextEncoder().encode(member.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(ctx.db, {
    challenge: options.challenge,
    staffId: member.id,
    purpose: 'registration',
    attemptId: sessionId,
    party,
    now: ctx.clock.now(),
  });
  // A plain copy: the wire schema passes the options through as they are.
  return { ...options };
}
