import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import { freshToken, mailSubjectsTo, membershipOf } from '../../test/billing';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, sendJson } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { warnExpiringCards } from './warn-expiring-cards';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

// Waits for the job runner to take a slot; generous for a loaded machine, never a timing check.
const quickly = { interval: 100 };

const subscriptionStatus = async (orderId: string) =>
  (
    await queryRows<{ status: string }>(
      server.database.db,
      sql`select status from subscriptions where order_id = ${orderId}`,
    )
  )[0]!.status;

/** Moves the clock to the day's slot (00:05 UTC) and lets the runner take the job. */
async function runDailyAt(day: string) {
  server.clock.set(new Date(`${day}T00:05:00Z`));
  await server.jobs!.tick();
}

describe('the daily billing job', () => {
  it('ends a cancelled plan’s access, counts down the days to restart, then expires the plan', async () => {
    server.clock.set(new Date('2027-03-01T09:00:00Z'));
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const cancelled = await sendJson(server, '/ledger-api/subscriptions/cancel', {
      token: learner.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);

    // The period paid ends on 1 April; the billing run disables the plan then (every minute).
    server.clock.set(new Date('2027-04-01T09:00:00Z'));
    await server.jobs!.tick();
    await expect.poll(() => subscriptionStatus(learner.orderId), quickly).toBe('DISABLED');
    expect(await membershipOf(server, learner.email)).toEqual({
      status: 'expired',
      days_to_restart: 30,
    });
    // The courses are refused in the catalogue's words; billing stays open to restart.
    const token = await freshToken(server, learner.email);
    const courses = await server.request('/coursework-api/coursework', asUser(token));
    expect(courses.status).toBe(403);
    expect(await json(courses)).toMatchObject({
      global: [
        {
          code: 'MEMBERSHIP_EXPIRED',
          message: 'Your membership has been expired. Please contact support.',
        },
      ],
    });
    const plan = await server.request('/ledger-api/subscriptions/current', asUser(token));
    expect((await json(plan)).status).toBe('DISABLED');

    await runDailyAt('2027-04-11');
    await expect
      .poll(() => membershipOf(server, learner.email), quickly)
      .toEqual({ status: 'expired', days_to_restart: 21 });

    await runDailyAt('2027-05-02');
    await expect
      .poll(() => membershipOf(server, learner.email), quickly)
      .toEqual({ status: 'expired', days_to_restart: 0 });
    await expect.poll(() => subscriptionStatus(learner.orderId), quickly).toBe('EXPIRED');
    const restart = await sendJson(server, '/ledger-api/subscriptions/restart', {
      token: await freshToken(server, learner.email),
    });
    expect(restart.status).toBe(409);

    // Each change is kept for the finance reports, at the time the moved clock gave it
    // (docs/finance-reports.md "The ledger's history").
    const planHistory = await queryRows<{ status: string; debt_cents: number; at: string }>(
      server.database.db,
      sql`select h.status, h.debt_cents, to_char(h.changed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
          from subscription_history h join subscriptions s on s.id = h.subscription_id
          where s.order_id = ${learner.orderId} order by h.id`,
    );
    const membershipHistory = await queryRows<{ status: string; ends: string; at: string }>(
      server.database.db,
      sql`select h.status, coalesce(to_char(h.expires_at at time zone 'UTC', 'YYYY-MM-DD'), '-') as ends,
            to_char(h.changed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
          from membership_history h join users u on u.id = h.user_id
          where u.email = ${learner.email} order by h.id`,
    );
    expect(planHistory).toEqual([
      { status: 'ENABLED', debt_cents: 0, at: '2027-03-01 09:00' },
      { status: 'ENABLE_TO_DISABLE', debt_cents: 0, at: '2027-03-01 09:00' },
      { status: 'DISABLED', debt_cents: 0, at: '2027-04-01 09:00' },
      { status: 'EXPIRED', debt_cents: 0, at: '2027-05-02 00:05' },
    ]);
    expect(membershipHistory.map(({ status, ends, at }) => `${status} ${ends} ${at}`)).toEqual([
      'pending - 2027-03-01 09:00',
      'enabled 2027-04-06 2027-03-01 09:00', // paid through 1 April, with the retry days
      'enabled 2027-04-01 2027-03-01 09:00', // cancelled: access ends with the period paid
      'expired 2027-04-01 2027-04-01 09:00',
    ]);
  });

  it('tells a learner once, before the month their card on file expires', async () => {
    server.clock.set(new Date('2028-10-02T09:00:00Z'));
    const learner = await learnerWithOrder(server);
    // The card expires in December 2028 (the payload's 12/28).
    expect(
      (await payByCard(server, learner, { card: { creditCardNumber: SANDBOX_CARDS.approved } }))
        .status,
    ).toBe(200);
    const warnings = async () =>
      (await mailSubjectsTo(server, learner.email)).filter(
        (subject) => subject === 'Your card on file with Crestline Learning expires soon',
      );
    // In October nothing is said: the card still has two months.
    await warnExpiringCards(server.database.db, server.tenants, new Date('2028-10-20T00:05:00Z'));
    expect(await warnings()).toHaveLength(0);
    await runDailyAt('2028-11-03');
    await expect.poll(async () => (await warnings()).length, quickly).toBe(1);
    // Later passes (run here directly, so the test waits for them) warn no more for this card.
    await warnExpiringCards(server.database.db, server.tenants, new Date('2028-11-04T00:05:00Z'));
    await warnExpiringCards(server.database.db, server.tenants, new Date('2028-12-01T00:05:00Z'));
    expect(
      (await mailSubjectsTo(server, learner.email)).filter((s) => s.endsWith('expires soon')),
    ).toHaveLength(1);
  });
});
