import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { runBilling } from '../modules/billing/billing-run';
import { settleBankTransfers } from '../modules/payment-methods/settle-bank-transfers';
import { SANDBOX_CARDS } from '../payments/sandbox-card-provider';
import { passwordGrant } from './accounts';
import { learnerWithOrder, payByCard, sandboxProviders } from './enrolment';
import { queryRows } from './test-database';
import type { TestServer } from './test-server';

/** A new access token for an account, after the test moved the clock past the last one. */
export async function freshToken(server: TestServer, email: string): Promise<string> {
  const signedIn = await passwordGrant(server, { email });
  if (signedIn.status !== 200) throw new Error(`sign in: ${signedIn.status}`);
  return ((await signedIn.json()) as { access_token: string }).access_token;
}

/** The learner's membership row: its status and days to restart. */
export async function membershipOf(server: TestServer, email: string) {
  const [row] = await queryRows<{ status: string; days_to_restart: number | null }>(
    server.database.db,
    sql`select m.status, m.days_to_restart from memberships m
        join users u on u.id = m.user_id where u.email = ${email}`,
  );
  return row!;
}

/** The subjects of the mail a learner was sent, oldest first. */
export async function mailSubjectsTo(server: TestServer, email: string) {
  const rows = await queryRows<{ subject: string }>(
    server.database.db,
    sql`select subject from mail_outbox where ${email} = any(recipients) order by id`,
  );
  return rows.map((row) => row.subject);
}

/** One billing run on the test server's clock, with the sandbox providers. */
/** What the billing run and the bank-transfer settlement take, from the test server. */
const ledgerJobDeps = (server: TestServer) => ({
  db: server.database.db,
  providers: sandboxProviders(server),
  tenants: server.tenants,
  now: () => server.clock.now(),
});

export const billOnce = (server: TestServer) => runBilling(ledgerJobDeps(server));

/** The bank's answers to transfers, as the daily job asks for them at the test clock's now. */
export const settleTransfers = (server: TestServer) => settleBankTransfers(ledgerJobDeps(server));

/**
 * A learner whose card ran dry: enrolled at `start` with a card whose later charges are declined,
 * then billed at each due date `times` times (four declines fail the plan with debt).
 */
export async function learnerWhoseCardRanDry(
  server: TestServer,
  bill: () => Promise<unknown>,
  start: string,
  times: number,
) {
  server.clock.set(new Date(start));
  const learner = await learnerWithOrder(server);
  const paid = await payByCard(server, learner, {
    card: { creditCardNumber: SANDBOX_CARDS.laterInsufficientFunds },
  });
  expect(paid.status).toBe(200);
  for (let i = 0; i < times; i += 1) {
    const [row] = await queryRows<{ next_payment_at: string }>(
      server.database.db,
      sql`select s.next_payment_at from subscriptions s where s.order_id = ${learner.orderId}`,
    );
    server.clock.set(new Date(row!.next_payment_at));
    await bill();
  }
  const token = await freshToken(server, learner.email);
  const [plan] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from subscriptions where order_id = ${learner.orderId}`,
  );
  return { ...learner, token, subscriptionId: plan!.id };
}
