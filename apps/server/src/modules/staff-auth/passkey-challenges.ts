import type { Executor } from '../../db/database';
import type { RelyingParty } from './staff-relying-party';
import { staffPasskeyQueries } from './staff-passkey-queries';

/** How long the browser has to answer a challenge (docs/staff-console.md "Passkeys"). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What the browser is given this long to answer. */
export const CEREMONY_TIMEOUT_MS = CHALLENGE_TTL_MS - 30_000;

interface ChallengeBinding {
  staffId: string;
  purpose: 'registration' | 'authentication';
  /** The staff session (registration) or the pending sign-in (authentication). */
  attemptId: string;
  party: RelyingParty;
}

export async function storeChallenge(
  db: Executor,
  binding: ChallengeBinding & { challenge: string; now: Date },
): Promise<void> {
  const { party, now, ...rest } = binding;
  await staffPasskeyQueries.storeChallenge(
    db,
    { ...rest, rpId: party.rpId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    now,
  );
}

/**
 * Spends the challenge the browser's answer signed, read from its client data: the answer is then
 * checked against it, and never again (a replay finds no challenge). Undefined when it names no
 * live challenge bound to this member, attempt and host.
 */
export async function spendAnsweredChallenge(
  db: Executor,
  binding: ChallengeBinding & { clientDataJSON: string; now: Date },
): Promise<string | undefined> {
  const challenge = challengeOf(binding.clientDataJSON);
  if (!challenge) return undefined;
  const spent = await staffPasskeyQueries.spendChallenge(
    db,
    {
      challenge,
      staffId: binding.staffId,
      purpose: binding.purpose,
      attemptId: binding.attemptId,
      rpId: binding.party.rpId,
    },
    binding.now,
  );
  return spent ? challenge : undefined;
}

function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString());
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}
