import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WEBHOOK_SECRETS, signWebhook } from '../../payments/webhook-signature';
import { asUser, json } from '../../test/accounts';
import { chooseAtPayPal } from '../../test/paypal';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { mailSubjectsTo, membershipOf } from '../../test/billing';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, sendJson } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let finance: string;
let fhsuFinance: string;
let support: string;

beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(() => server.close());

/** Signs the members in (again, after the clock moved past their sessions). */
async function signInStaff() {
  finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
  fhsuFinance = await signedInStaffMember(server, {
    email: 'fhsu-finance@staff.test',
    name: 'Fin Fhsu',
    roles: ['finance'],
    scope: { kind: 'tenants', tenantIds: ['fhsu'] },
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
}

const DAY_MS = 24 * 3600 * 1000;
const quickly = { timeout: 15_000, interval: 100 };

/** A learner of the tenant who paid by card, with the PNREF the gateway knows the charge by. */
async function paidByCard(tenant?: string) {
  const learner = await learnerWithOrder(server, { tenant });
  expect((await payByCard(server, learner, { tenant })).status).toBe(200);
  const [attempt] = await queryRows<{ pnref: string; user_id: string }>(
    server.database.db,
    sql`select pnref, user_id from payment_attempts
        where order_id = ${learner.orderId} and status = 'CAPTURED'`,
  );
  return { ...learner, pnref: attempt!.pnref, studentId: attempt!.user_id };
}
type Paid = Awaited<ReturnType<typeof paidByCard>>;

/** A dispute event of the card gateway about the learner's charge. */
function disputeEvent(
  paid: Paid,
  dispute: { id?: string; status: string; respondBy?: Date },
  eventId = `evt_${randomUUID()}`,
) {
  return {
    id: eventId,
    type: dispute.status === 'NEEDS_RESPONSE' ? 'dispute.opened' : 'dispute.updated',
    dispute: {
      id: dispute.id ?? `dp_${paid.pnref}`,
      transactionId: paid.pnref,
      amountCents: 6945,
      reason: 'fraudulent',
      status: dispute.status,
      respondBy: (
        dispute.respondBy ?? new Date(server.clock.now().getTime() + 7 * DAY_MS)
      ).toISOString(),
    },
  };
}

function postWebhook(
  event: unknown,
  options: { gateway?: string; secret?: string; at?: Date; signature?: string } = {},
) {
  const gateway = options.gateway ?? 'card';
  const body = JSON.stringify(event);
  const secret =
    options.secret ?? SANDBOX_WEBHOOK_SECRETS[gateway as keyof typeof SANDBOX_WEBHOOK_SECRETS];
  return server.request(`/webhooks/${gateway}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-gateway-signature':
        options.signature ?? signWebhook(secret, body, options.at ?? server.clock.now()),
    },
    body,
    crossSite: true,
  });
}

async function disputesOf(orderId: string) {
  return queryRows<{ id: string; status: string; access_suspended: boolean }>(
    server.database.db,
    sql`select id, status, access_suspended from payment_disputes where order_id = ${orderId}`,
  );
}

async function storedEvents(eventId: string) {
  return queryRows<{ processed_at: Date | null }>(
    server.database.db,
    sql`select processed_at from gateway_webhook_events where event_id = ${eventId}`,
  );
}

const statusOf = async (orderId: string) => (await disputesOf(orderId))[0]?.status;

describe('the webhook receiver', () => {
  it('refuses a bad signature, a wrong secret or an old signature with 400, keeping nothing', async () => {
    const paid = await paidByCard();
    const event = disputeEvent(paid, { status: 'NEEDS_RESPONSE' });
    for (const options of [
      { signature: 't=1,v1=00' },
      { secret: 'not-the-secret-of-the-gateway' },
      { at: new Date(server.clock.now().getTime() - 10 * 60 * 1000) },
      { gateway: 'paypal', secret: SANDBOX_WEBHOOK_SECRETS.card },
    ]) {
      const response = await postWebhook(event, options);
      expect(response.status).toBe(400);
      expect((await json(response)).global).toEqual([
        expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
      ]);
    }
    expect(await storedEvents(event.id)).toEqual([]);
    expect(await disputesOf(paid.orderId)).toEqual([]);
  });

  it('answers a signed body that is not a dispute event with 400', async () => {
    const response = await postWebhook({ id: 'evt_1', card: '4111111111111111' });
    expect(response.status).toBe(400);
    expect(await storedEvents('evt_1')).toEqual([]);
  });

  it('keeps an event once: a redelivery answers 200 and opens nothing twice', async () => {
    const paid = await paidByCard();
    const event = disputeEvent(paid, { status: 'NEEDS_RESPONSE' });
    expect((await postWebhook(event)).status).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('NEEDS_RESPONSE');
    const again = await postWebhook(event);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ received: true });
    expect(await storedEvents(event.id)).toHaveLength(1);
    expect(await disputesOf(paid.orderId)).toHaveLength(1);
    expect((await mailSubjectsTo(server, paid.email)).filter((s) => s.includes('dispute'))).toEqual(
      ['Your bank opened a dispute of a $69.45 payment'],
    );
  });
});

describe('a dispute and the tenant rule on access', () => {
  it('keeps access by default, and records the outcome', async () => {
    const paid = await paidByCard();
    expect((await postWebhook(disputeEvent(paid, { status: 'NEEDS_RESPONSE' }))).status).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('NEEDS_RESPONSE');
    expect((await disputesOf(paid.orderId))[0]!.access_suspended).toBe(false);
    expect((await membershipOf(server, paid.email)).status).toBe('enabled');
    expect((await postWebhook(disputeEvent(paid, { status: 'LOST' }))).status).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('LOST');
    expect((await membershipOf(server, paid.email)).status).toBe('enabled');
  });

  it('suspends access while open where the tenant says so, and gives it back when won', async () => {
    const paid = await paidByCard('bluestem');
    expect((await postWebhook(disputeEvent(paid, { status: 'NEEDS_RESPONSE' }))).status).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('NEEDS_RESPONSE');
    expect((await membershipOf(server, paid.email)).status).toBe('expired');
    // A late redelivery of an earlier state moves nothing back.
    expect((await postWebhook(disputeEvent(paid, { status: 'UNDER_REVIEW' }))).status).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('UNDER_REVIEW');
    const stale = disputeEvent(paid, { status: 'NEEDS_RESPONSE' });
    expect((await postWebhook(stale)).status).toBe(202);
    await expect.poll(async () => (await storedEvents(stale.id))[0]?.processed_at).toBeTruthy();
    expect(await statusOf(paid.orderId)).toBe('UNDER_REVIEW');

    expect((await postWebhook(disputeEvent(paid, { status: 'WON' }))).status).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('WON');
    expect((await membershipOf(server, paid.email)).status).toBe('enabled');

    const audit = await queryRows<{
      action: string;
      actor_email: string;
      after: { status: string };
    }>(
      server.database.db,
      sql`select action, actor_email, after from audit_log
          where subject_id = ${paid.orderId} and action like 'dispute.%' order by seq`,
    );
    expect(audit.map((row) => [row.action, row.actor_email, row.after.status])).toEqual([
      ['dispute.opened', 'gateway:card', 'NEEDS_RESPONSE'],
      ['dispute.moved', 'gateway:card', 'UNDER_REVIEW'],
      ['dispute.moved', 'gateway:card', 'WON'],
    ]);
    const live = await queryRows<{ subject: string }>(
      server.database.db,
      sql`select subject from outbox where user_id = ${paid.studentId} and subject in ('disputeEntity', 'membershipEntity') order by id`,
    );
    expect(live.map((row) => row.subject).slice(-5)).toEqual([
      'membershipEntity',
      'disputeEntity',
      'disputeEntity',
      'membershipEntity',
      'disputeEntity',
    ]);
  });
});

describe('the sandbox gateways', () => {
  const sandbox = (path: string, body?: unknown) =>
    server.request(`/sandbox-disputes/disputes${path}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });

  it('open a dispute on a captured charge and decide it, telling the portal by webhook', async () => {
    const paid = await paidByCard('bluestem');
    const opened = await sandbox('', { gateway: 'card', transactionId: paid.pnref });
    expect(opened.status).toBe(200);
    const { dispute, delivered } = await json(opened);
    expect(delivered).toBe(true);
    expect(dispute).toMatchObject({ status: 'NEEDS_RESPONSE', amountCents: 6945 });
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('NEEDS_RESPONSE');
    expect((await membershipOf(server, paid.email)).status).toBe('expired');

    const lost = await sandbox(`/${dispute.id}/lost`);
    expect(lost.status).toBe(200);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('LOST');
    expect((await membershipOf(server, paid.email)).status).toBe('expired');
    // Decided: it moves no more.
    expect((await sandbox(`/${dispute.id}/won`)).status).toBe(409);
  });

  it('tell the portal of a PayPal capture disputed and won, by its own webhook', async () => {
    const learner = await learnerWithOrder(server);
    const path = `/ledger-api/orders/${learner.orderId}/payment/paypal/token`;
    const checkout = await json(await server.request(path, asUser(learner.token)));
    await chooseAtPayPal(server, checkout.approvalUrl, 'approve');
    const captured = await sendJson(server, path, {
      token: learner.token,
      body: { expressCheckoutToken: checkout.expressCheckoutToken, promoCode: null },
    });
    expect(captured.status).toBe(200);
    const [attempt] = await queryRows<{ pnref: string }>(
      server.database.db,
      sql`select pnref from payment_attempts where order_id = ${learner.orderId} and status = 'CAPTURED'`,
    );
    const opened = await sandbox('', { gateway: 'paypal', transactionId: attempt!.pnref });
    expect(opened.status).toBe(200);
    const { dispute } = await json(opened);
    await expect.poll(() => statusOf(learner.orderId), quickly).toBe('NEEDS_RESPONSE');
    expect((await sandbox(`/${dispute.id}/won`)).status).toBe(200);
    await expect.poll(() => statusOf(learner.orderId), quickly).toBe('WON');
    const [event] = await queryRows<{ gateway: string }>(
      server.database.db,
      sql`select gateway from gateway_webhook_events where body->'dispute'->>'id' = ${dispute.id} limit 1`,
    );
    expect(event!.gateway).toBe('paypal');
  });

  it('refuse a charge they never captured', async () => {
    const response = await sandbox('', { gateway: 'card', transactionId: 'SBX000000000' });
    expect(response.status).toBe(404);
    const paypal = await sandbox('', { gateway: 'paypal', transactionId: 'NOPE' });
    expect(paypal.status).toBe(404);
  });
});

describe('finance answers disputes', () => {
  const list = (token: string, query = '') =>
    server.request(`/staff-api/finance/disputes${query}`, staffBearer(token));
  const respond = (token: string, disputeId: string, evidence: unknown) =>
    server.request(`/staff-api/finance/disputes/${disputeId}/response`, {
      method: 'POST',
      headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ evidence }),
    });

  /** A dispute opened by the gateway on a new learner's payment, answerable until `respondBy`. */
  async function openDispute(respondBy: Date) {
    const paid = await paidByCard();
    expect(
      (await postWebhook(disputeEvent(paid, { status: 'NEEDS_RESPONSE', respondBy }))).status,
    ).toBe(202);
    await expect.poll(() => statusOf(paid.orderId), quickly).toBe('NEEDS_RESPONSE');
    return { ...paid, disputeId: (await disputesOf(paid.orderId))[0]!.id };
  }

  it('lists open disputes, the earliest deadline first, and takes evidence before the deadline', async () => {
    await signInStaff();
    const now = server.clock.now().getTime();
    const later = await openDispute(new Date(now + 9 * DAY_MS));
    const sooner = await openDispute(new Date(now + 2 * DAY_MS));
    const page = await json(await list(finance, '?tenant=default'));
    const ids = page.disputes.map((d: { id: string }) => d.id);
    expect(ids.indexOf(sooner.disputeId)).toBeLessThan(ids.indexOf(later.disputeId));
    expect(page.disputes.find((d: { id: string }) => d.id === sooner.disputeId)).toMatchObject({
      status: 'NEEDS_RESPONSE',
      amountCents: 6945,
      respondBy: new Date(now + 2 * DAY_MS).toISOString(),
      student: { email: sooner.email },
      evidence: null,
    });

    const answered = await respond(finance, sooner.disputeId, {
      text: 'The student signed in and studied for six weeks.',
      fileReference: 'evidence/activity-log.pdf',
    });
    expect(answered.status).toBe(200);
    expect(await json(answered)).toMatchObject({
      status: 'UNDER_REVIEW',
      evidence: {
        fileReference: 'evidence/activity-log.pdf',
        submittedBy: 'finance@staff.demo.test',
      },
    });
    // Answered once: no longer waiting for evidence.
    const again = await respond(finance, sooner.disputeId, { text: 'More.' });
    expect(again.status).toBe(409);
    expect((await json(again)).global[0].code).toBe('DISPUTE_NOT_OPEN');

    // Past its deadline, the other cannot be answered.
    server.clock.advance(10 * DAY_MS);
    await signInStaff();
    const late = await respond(finance, later.disputeId, { text: 'Too late.' });
    expect(late.status).toBe(409);
    expect((await json(late)).global[0].code).toBe('DISPUTE_RESPONSE_LATE');

    const audit = await queryRows<{ action: string; actor_email: string }>(
      server.database.db,
      sql`select action, actor_email from audit_log
          where action in ('dispute.listed', 'dispute.responded') order by seq`,
    );
    expect(audit).toEqual([
      { action: 'dispute.listed', actor_email: 'finance@staff.demo.test' },
      { action: 'dispute.responded', actor_email: 'finance@staff.demo.test' },
    ]);
  });

  it('is for members who manage payments, within their scope', async () => {
    await signInStaff();
    const { disputeId } = await openDispute(new Date(server.clock.now().getTime() + 5 * DAY_MS));
    expect((await list(support)).status).toBe(403);
    expect((await respond(support, disputeId, { text: 'No.' })).status).toBe(403);
    // A member of fhsu does not see the default tenant's dispute, nor the tenant.
    expect((await list(fhsuFinance, '?tenant=default')).status).toBe(404);
    const own = await json(await list(fhsuFinance));
    expect(own.disputes.map((d: { id: string }) => d.id)).not.toContain(disputeId);
    expect((await respond(fhsuFinance, disputeId, { text: 'Mine?' })).status).toBe(404);
    expect((await list(finance, '?status=bogus')).status).toBe(400);
  });
});
