import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { preparedRead } from '../../db/prepared-read';
import { queryRows } from '../../db/query-rows';
import { loginThrottles, recognisedAddresses } from './auth-tables';
import { nextAttempt, type ThrottlePolicy, type ThrottleState } from './login-throttle-policy';

/** The account-wide counter of attempts from unrecognised addresses. */
const ANY_ADDRESS = '*';

export interface SignInAttempt {
  tenantId: string;
  email: string;
  address: string;
  now: Date;
}

/** A counter as the lock statement answers it (JSON: its times are strings). */
interface LockedCounter {
  attempts: number;
  windowStartedAt: string;
  blockedUntil: string | null;
}

const stateOf = (counter: LockedCounter): ThrottleState => ({
  attempts: counter.attempts,
  windowStartedAt: new Date(counter.windowStartedAt),
  blockedUntil: counter.blockedUntil === null ? null : new Date(counter.blockedUntil),
});

/**
 * A counter created if new and locked, as one common table expression: the conflict's update
 * changes nothing but takes the row's lock, as SELECT ... FOR UPDATE would. `from` makes the
 * insert read another expression first (so the pair's lock is always taken before the account's).
 */
const lockCounter = (attempt: SignInAttempt, address: string, from = sql``) => sql`
  insert into login_throttles (tenant_id, email, address, attempts, window_started_at)
  select ${attempt.tenantId}, ${attempt.email}, ${address}, 0, ${attempt.now.toISOString()}::timestamptz ${from}
  on conflict (tenant_id, email, address) do update set attempts = login_throttles.attempts
  returning attempts, window_started_at as "windowStartedAt", blocked_until as "blockedUntil"`;

/**
 * The attempt's counters, locked in one statement (a round trip each was most of a sign-in's cost
 * besides the hash: docs/performance.md "Sign-in"): the pair's, and the account's unless the
 * address is recognised (created even when the pair's then refuses: a counter of no attempts).
 * `alongside` is a read made in the same statement, answered as one JSON value (the student's
 * account, so that sign-in needs no statement of its own for it).
 */
async function lockCounters(
  tx: Executor,
  attempt: SignInAttempt,
  policy: ThrottlePolicy,
  alongside: SQL,
) {
  const recognisedSince = new Date(attempt.now.getTime() - policy.recognisedForMs);
  const [row] = await queryRows<{
    pair: LockedCounter;
    account: LockedCounter | null;
    alongside: unknown;
  }>(
    tx,
    sql`
      with pair as (${lockCounter(attempt, attempt.address)}),
      recognised as (
        select 1 from recognised_addresses
        where tenant_id = ${attempt.tenantId} and email = ${attempt.email}
          and address = ${attempt.address}
          and last_sign_in_at > ${recognisedSince.toISOString()}::timestamptz
      ),
      account as (${lockCounter(attempt, ANY_ADDRESS, sql`from pair where not exists (select 1 from recognised)`)})
      select to_json(pair) as pair, to_json(account) as account, (${alongside}) as alongside
      from pair left join account on true`,
  );
  return {
    pair: stateOf(row!.pair),
    account: row!.account && stateOf(row!.account),
    alongside: row!.alongside,
  };
}

/** The counters' states after the attempt, in one statement. */
async function countOn(
  tx: Executor,
  attempt: SignInAttempt,
  counters: { address: string; state: ThrottleState }[],
) {
  const rows = counters.map(
    ({ address, state }) =>
      sql`(${address}, ${state.attempts}::integer, ${state.windowStartedAt.toISOString()}::timestamptz, ${state.blockedUntil?.toISOString() ?? null}::timestamptz)`,
  );
  await tx.execute(sql`
    update login_throttles as counter
    set attempts = next.attempts, window_started_at = next.window_started_at,
      blocked_until = next.blocked_until
    from (values ${sql.join(rows, sql`, `)}) as next (address, attempts, window_started_at, blocked_until)
    where counter.tenant_id = ${attempt.tenantId} and counter.email = ${attempt.email}
      and counter.address = next.address`);
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

/**
 * Reserves a sign-in attempt before the password is checked: the counters locked and read, the
 * policy's decision (login-throttle-policy.ts, in TypeScript), the counters written, committed.
 * `alongside` (an SQL expression of one JSON value, null by default) is read in the same
 * statement as the counters and answered beside the reservation.
 */
export async function reserveSignInAttempt<Alongside = null>(
  db: Database,
  attempt: SignInAttempt,
  policy: ThrottlePolicy,
  alongside: SQL = sql`null::json`,
): Promise<Reservation & { alongside: Alongside }> {
  type Answer = Reservation & { alongside: Alongside };
  return db
    .transaction(async (tx): Promise<Answer> => {
      const locked = await lockCounters(tx, attempt, policy, alongside);
      const read = locked.alongside as Alongside;
      const pair = nextAttempt('pair', locked.pair, attempt.now, policy);
      if (pair.refused) return { ...pair, alongside: read };
      const counted = [{ address: attempt.address, state: pair.state }];
      if (locked.account) {
        const account = nextAttempt('account', locked.account, attempt.now, policy);
        // Refused by the account's ceiling: the pair's reservation is rolled back with it.
        if (account.refused) throw new ThrottledError(account.retryAt);
        counted.push({ address: ANY_ADDRESS, state: account.state });
      }
      await countOn(tx, attempt, counted);
      return { refused: false, countedOnAccount: locked.account !== null, alongside: read };
    })
    .catch((error: unknown): Answer => {
      // Refused: nothing read alongside is needed.
      if (error instanceof ThrottledError) {
        return { refused: true, retryAt: error.retryAt, alongside: null as Alongside };
      }
      throw error;
    });
}

/** The values of `successfulSignInWrites`, for its placeholders. */
export const successfulSignInValues = (
  attempt: SignInAttempt,
  reservation: { countedOnAccount: boolean },
) => ({
  tenantId: attempt.tenantId,
  email: attempt.email,
  address: attempt.address,
  now: attempt.now,
  countedOnAccount: reservation.countedOnAccount,
});

const placeholder = sql.placeholder;

/**
 * A successful sign-in: the address starts afresh and is recognised from now on, and its attempt
 * no longer counts against the account's ceiling. As common table expressions on `db`, with
 * placeholders filled by `successfulSignInValues`, so that the session's writes join them in one
 * prepared statement (docs/performance.md "Sign-in").
 */
export function successfulSignInWrites(db: Executor) {
  const ofAccount = and(
    eq(loginThrottles.tenantId, placeholder('tenantId')),
    eq(loginThrottles.email, placeholder('email')),
  );
  const addressForgotten = db.$with('address_counter_forgotten').as(
    db
      .delete(loginThrottles)
      .where(and(ofAccount, eq(loginThrottles.address, placeholder('address'))))
      .returning({ address: loginThrottles.address }),
  );
  return [
    addressForgotten,
    db.$with('account_attempt_uncounted').as(
      db
        .update(loginThrottles)
        .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
        .where(
          and(
            ofAccount,
            eq(loginThrottles.address, ANY_ADDRESS),
            sql`${placeholder('countedOnAccount')}::boolean`,
            // After the address's counter is gone: the locks in a reservation's order (the
            // address's, then the account's), so that the two never wait for each other.
            sql`(select count(*) from ${addressForgotten}) >= 0`,
          ),
        )
        .returning({ address: loginThrottles.address }),
    ),
    db.$with('address_recognised').as(
      db
        .insert(recognisedAddresses)
        .values({
          tenantId: placeholder('tenantId'),
          email: placeholder('email'),
          address: placeholder('address'),
          lastSignInAt: placeholder('now'),
        })
        .onConflictDoUpdate({
          target: [
            recognisedAddresses.tenantId,
            recognisedAddresses.email,
            recognisedAddresses.address,
          ],
          set: { lastSignInAt: sql`excluded.last_sign_in_at` },
        })
        .returning({ address: recognisedAddresses.address }),
    ),
  ];
}

const successfulSignIn = preparedRead((db) => {
  const writes = successfulSignInWrites(db);
  return db
    .with(...writes)
    .select({ address: writes[2]!.address })
    .from(writes[2]!)
    .prepare('successful_sign_in');
});

/**
 * A successful sign-in's bookkeeping on its own (`successfulSignInWrites`), in one statement: for
 * an attempt that opens no session (a scope refused, a staff step passed).
 */
export async function recordSuccessfulSignIn(
  db: Database,
  attempt: SignInAttempt,
  reservation: { countedOnAccount: boolean },
) {
  await successfulSignIn(db, successfulSignInValues(attempt, reservation));
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
