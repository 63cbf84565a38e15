import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { loginThrottles, recognisedAddresses } from './auth-tables';
import { nextAttempt, type Counter, type ThrottlePolicy } from './login-throttle-policy';

/** The account-wide counter of attempts from unrecognised addresses. */
const ANY_ADDRESS = '*';

export interface SignInAttempt {
  tenantId: string;
  email: string;
  address: string;
  now: Date;
}

const rowOf = (a: SignInAttempt, address: string) =>
  and(
    eq(loginThrottles.tenantId, a.tenantId),
    eq(loginThrottles.email, a.email),
    eq(loginThrottles.address, address),
  );

/**
 * Counts one attempt on a counter under its row lock, so concurrent attempts are counted one by
 * one. Returns when to come back if the counter refuses it.
 */
async function reserveOn(
  tx: Executor,
  attempt: SignInAttempt,
  counter: Counter,
  policy: ThrottlePolicy,
): Promise<Date | undefined> {
  const address = counter === 'pair' ? attempt.address : ANY_ADDRESS;
  // The counter, created if new, locked and read in one statement: the conflict's update changes
  // nothing but takes the row's lock, as SELECT ... FOR UPDATE would.
  const [current] = await tx
    .insert(loginThrottles)
    .values({
      tenantId: attempt.tenantId,
      email: attempt.email,
      address,
      attempts: 0,
      windowStartedAt: attempt.now,
    })
    .onConflictDoUpdate({
      target: [loginThrottles.tenantId, loginThrottles.email, loginThrottles.address],
      set: { attempts: sql`${loginThrottles.attempts}` },
    })
    .returning();
  const next = nextAttempt(counter, current, attempt.now, policy);
  if (next.refused) return next.retryAt;
  await tx.update(loginThrottles).set(next.state).where(rowOf(attempt, address));
  return undefined;
}

async function isRecognised(db: Executor, attempt: SignInAttempt, policy: ThrottlePolicy) {
  const since = new Date(attempt.now.getTime() - policy.recognisedForMs);
  const [row] = await db
    .select({ address: recognisedAddresses.address })
    .from(recognisedAddresses)
    .where(
      and(
        eq(recognisedAddresses.tenantId, attempt.tenantId),
        eq(recognisedAddresses.email, attempt.email),
        eq(recognisedAddresses.address, attempt.address),
        gt(recognisedAddresses.lastSignInAt, since),
      ),
    );
  return row !== undefined;
}

/** Rolls the pair's reservation back when the account's ceiling refuses the attempt. */
class ThrottledError extends Error {
  constructor(readonly retryAt: Date) {
    super('throttled');
  }
}

/** A reserved attempt may go ahead; a refused one may be tried again from `retryAt`. */
export type Reservation =
  { refused: false; countedOnAccount: boolean } | { refused: true; retryAt: Date };

/** Reserves a sign-in attempt before the password is checked. */
export async function reserveSignInAttempt(
  db: Database,
  attempt: SignInAttempt,
  policy: ThrottlePolicy,
): Promise<Reservation> {
  return db
    .transaction(async (tx): Promise<Reservation> => {
      const pairRefusal = await reserveOn(tx, attempt, 'pair', policy);
      if (pairRefusal) return { refused: true, retryAt: pairRefusal };
      if (await isRecognised(tx, attempt, policy))
        return { refused: false, countedOnAccount: false };
      const accountRefusal = await reserveOn(tx, attempt, 'account', policy);
      // Refused by the account's ceiling: the pair's reservation is rolled back with it.
      if (accountRefusal) throw new ThrottledError(accountRefusal);
      return { refused: false, countedOnAccount: true };
    })
    .catch((error: unknown) => {
      if (error instanceof ThrottledError) return { refused: true, retryAt: error.retryAt };
      throw error;
    });
}

/**
 * A successful sign-in: the address starts afresh and is recognised from now on, and its attempt
 * no longer counts against the account's ceiling. In its own transaction.
 */
export function recordSuccessfulSignIn(
  db: Database,
  attempt: SignInAttempt,
  reservation: { countedOnAccount: boolean },
) {
  return db.transaction((tx) => recordSuccessfulSignInIn(tx, attempt, reservation));
}

/** `recordSuccessfulSignIn` in the caller's transaction (the one that opens the session). */
export async function recordSuccessfulSignInIn(
  tx: Executor,
  attempt: SignInAttempt,
  reservation: { countedOnAccount: boolean },
) {
  await tx.delete(loginThrottles).where(rowOf(attempt, attempt.address));
  if (reservation.countedOnAccount) {
    await tx
      .update(loginThrottles)
      .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
      .where(rowOf(attempt, ANY_ADDRESS));
  }
  await tx
    .insert(recognisedAddresses)
    .values({
      tenantId: attempt.tenantId,
      email: attempt.email,
      address: attempt.address,
      lastSignInAt: attempt.now,
    })
    .onConflictDoUpdate({
      target: [
        recognisedAddresses.tenantId,
        recognisedAddresses.email,
        recognisedAddresses.address,
      ],
      set: { lastSignInAt: attempt.now },
    });
}

/** Forgets counters whose window has long passed (run daily by the job runner). */
export async function purgeStaleLoginThrottles(
  db: Executor,
  now: Date,
  policy: ThrottlePolicy,
): Promise<void> {
  const longest = Math.max(policy.pairWindowMs, policy.accountWindowMs, policy.maxDelayMs);
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.windowStartedAt, new Date(now.getTime() - longest)),
        or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, now)),
      ),
    );
}

/**
 * Forgets every counter of the account, from every address and the account-wide one: a support
 * agent lifts the throttle (docs/staff-console.md "Acting on a student"). Returns how many of
 * them counted failures.
 */
export async function liftSignInThrottle(
  tx: Executor,
  account: { tenantId: string; email: string },
): Promise<number> {
  const lifted = await tx
    .delete(loginThrottles)
    .where(
      and(eq(loginThrottles.tenantId, account.tenantId), eq(loginThrottles.email, account.email)),
    )
    .returning({ attempts: loginThrottles.attempts });
  return lifted.filter((counter) => counter.attempts > 0).length;
}
