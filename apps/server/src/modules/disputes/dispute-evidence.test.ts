import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxCardProvider,
  type SandboxCardProvider,
} from '../../payments/sandbox-card-provider';
import { SANDBOX_DISPUTES_PREFIX } from '../../payments/sandbox-dispute-routes';
import { SANDBOX_PAYFLOW_CREDENTIALS } from '../../payments/sandbox-payflow-routes';
import type { CardProvider } from '../../payments/payment-provider';
import { asUser, json } from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, sendJson } from '../../test/enrolment';
import { chooseAtPayPal } from '../../test/paypal';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { EVIDENCE_MAX_TRIES, evidenceRetryDelayMs } from '@portal/domain/ledger/dispute';
import { SEND_DISPUTE_EVIDENCE_JOB } from './send-dispute-evidence-job';

// docs/disputes.md "Sending the evidence": finance's answer goes on to the gateway by a job, once.

const quickly = { timeout: 15_000, interval: 100 };

/**
 * The sandbox card gateway, whose dispute API can be made to fail (`down`) or to take the
 * evidence and lose its answer (`answerLost`), as a real gateway's may.
 */
const gateway = {
  down: false,
  answerLost: false,
  tries: 0,
  sandbox: null as SandboxCardProvider | null,
};
const flakyCard = new Proxy({} as CardProvider, {
  get(_target, key: keyof CardProvider) {
    const sandbox = gateway.sandbox!;
    if (key !== 'submitDisputeEvidence') return sandbox[key];
    return async (request: Parameters<CardProvider['submitDisputeEvidence']>[0]) => {
      gateway.tries += 1;
      if (gateway.down) throw new Error('the card gateway is unavailable');
      const outcome = await sandbox.submitDisputeEvidence(request);
      if (gateway.answerLost) throw new Error('the card gateway did not answer in time');
      return outcome;
    };
  },
});

async function serverWith(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer({
    withJobs: true,
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    ...options,
  });
  const finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
  return { server, finance };
}

type Started = Awaited<ReturnType<typeof serverWith>>;

/** A learner's card payment disputed at the sandbox gateway, seen by the portal. */
async function disputedCardPayment({ server }: Started) {
  const learner = await learnerWithOrder(server);
  expect((await payByCard(server, learner)).status).toBe(200);
  const [attempt] = await queryRows<{ pnref: string }>(
    server.database.db,
    sql`select pnref from payment_attempts where order_id = ${learner.orderId} and status = 'CAPTURED'`,
  );
  return openAtSandbox(server, 'card', learner.orderId, attempt!.pnref);
}

async function openAtSandbox(
  server: TestServer,
  gatewayName: 'card' | 'paypal',
  orderId: string,
  transactionId: string,
) {
  const opened = await server.request(`${SANDBOX_DISPUTES_PREFIX}/disputes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gateway: gatewayName, transactionId }),
  });
  expect(opened.status).toBe(200);
  const { dispute } = (await json(opened)) as { dispute: { id: string } };
  await expect.poll(() => portalDispute(server, orderId), quickly).toBeTruthy();
  return { orderId, gatewayDisputeId: dispute.id, id: (await portalDispute(server, orderId))!.id };
}

async function portalDispute(server: TestServer, orderId: string) {
  const [row] = await queryRows<{
    id: string;
    status: string;
    evidence_delivery: string | null;
    evidence_last_failure: string | null;
  }>(
    server.database.db,
    sql`select id, status, evidence_delivery, evidence_last_failure
        from payment_disputes where order_id = ${orderId}`,
  );
  return row;
}

async function sandboxDispute(server: TestServer, id: string) {
  const [row] = await queryRows<{ status: string; evidence: unknown }>(
    server.database.db,
    sql`select status, evidence from sandbox_gateway_disputes where id = ${id}`,
  );
  return row!;
}

const EVIDENCE = {
  text: 'The student signed in and studied for six weeks.',
  fileReference: 'evidence/activity-log.pdf',
};

async function respond({ server, finance }: Started, disputeId: string) {
  const answer = await server.request(`/staff-api/finance/disputes/${disputeId}/response`, {
    method: 'POST',
    headers: { ...staffBearer(finance).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ evidence: EVIDENCE }),
  });
  expect(answer.status).toBe(200);
  return json(answer);
}

/** The dispute as finance's list shows it. */
async function listed({ server, finance }: Started, disputeId: string) {
  const page = await json(
    await server.request('/staff-api/finance/disputes?status=all', staffBearer(finance)),
  );
  return page.disputes.find((d: { id: string }) => d.id === disputeId);
}

async function evidenceAudit(server: TestServer, orderId: string) {
  return queryRows<{ action: string; actor_email: string }>(
    server.database.db,
    sql`select action, actor_email from audit_log
        where subject_id = ${orderId} and action like 'dispute.evidence%' order by seq`,
  );
}

/** The number of the sandbox's webhooks the portal received about the dispute. */
async function webhooksAbout(server: TestServer, gatewayDisputeId: string) {
  const rows = await queryRows<{ count: number }>(
    server.database.db,
    sql`select count(*)::int as count from gateway_webhook_events
        where body->'dispute'->>'id' = ${gatewayDisputeId}`,
  );
  return rows[0]!.count;
}

/** Runs one sweep of the evidence waiting to be sent, to its end. */
async function sweep(server: TestServer) {
  const id = await server.jobs!.send(SEND_DISPUTE_EVIDENCE_JOB, {});
  await expect
    .poll(async () => (await server.jobs!.job(SEND_DISPUTE_EVIDENCE_JOB, id!))?.state, quickly)
    .toBe('completed');
}

const failedTries = async (server: TestServer, disputeId: string) =>
  (
    await queryRows<{ tries: number }>(
      server.database.db,
      sql`select evidence_failed_tries as tries from payment_disputes where id = ${disputeId}`,
    )
  )[0]!.tries;

/** Moves the clock to the next minute and lets the schedule queue the sweeps. */
async function nextSweep(server: TestServer) {
  server.clock.advance(60_000);
  await server.jobs!.tick();
}

describe('evidence sent to a gateway with a dispute API', () => {
  let started: Started;
  beforeAll(async () => {
    started = await serverWith({ paymentProviders: { CREDIT_CARD: flakyCard } });
    gateway.sandbox = createSandboxCardProvider(
      started.server.database.db,
      started.server.clock,
      () => `${started.server.baseUrl}${SANDBOX_DISPUTES_PREFIX}`,
    );
  });
  afterAll(() => started.server.close());

  it('reaches the card gateway, which puts its dispute under review; the console says when', async () => {
    const { server } = started;
    const dispute = await disputedCardPayment(started);
    const answered = await respond(started, dispute.id);
    expect(answered.evidence).toMatchObject({ delivery: 'WAITING', deliveredAt: null });

    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.evidence_delivery, quickly)
      .toBe('SENT');
    expect(await sandboxDispute(server, dispute.gatewayDisputeId)).toEqual({
      status: 'UNDER_REVIEW',
      evidence: EVIDENCE,
    });
    // The gateway told the portal of its move, as for any other.
    await expect.poll(() => webhooksAbout(server, dispute.gatewayDisputeId), quickly).toBe(2);
    expect((await listed(started, dispute.id)).evidence).toMatchObject({
      delivery: 'SENT',
      deliveredAt: server.clock.now().toISOString(),
      lastFailure: null,
    });
    expect(await evidenceAudit(server, dispute.orderId)).toEqual([
      { action: 'dispute.evidence_sent', actor_email: 'system' },
    ]);

    // The job again (a duplicate, a sweep): nothing is sent twice, nothing audited twice.
    const again = await server.jobs!.send(SEND_DISPUTE_EVIDENCE_JOB, { disputeId: dispute.id });
    await expect
      .poll(async () => (await server.jobs!.job(SEND_DISPUTE_EVIDENCE_JOB, again!))?.state, quickly)
      .toBe('completed');
    await nextSweep(server);
    expect(await evidenceAudit(server, dispute.orderId)).toHaveLength(1);
    expect(await webhooksAbout(server, dispute.gatewayDisputeId)).toBe(2);
  });

  it('is tried again after the gateway fails, and shows the failure meanwhile', async () => {
    const { server } = started;
    const dispute = await disputedCardPayment(started);
    gateway.down = true;
    try {
      await respond(started, dispute.id);
      await expect
        .poll(
          async () => (await portalDispute(server, dispute.orderId))?.evidence_last_failure,
          quickly,
        )
        .toBe('the card gateway is unavailable');
      expect((await listed(started, dispute.id)).evidence).toMatchObject({
        delivery: 'WAITING',
        lastFailure: 'the card gateway is unavailable',
      });
      expect((await sandboxDispute(server, dispute.gatewayDisputeId)).evidence).toBeNull();
    } finally {
      gateway.down = false;
    }
    await nextSweep(server);
    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.evidence_delivery, quickly)
      .toBe('SENT');
    expect((await listed(started, dispute.id)).evidence.lastFailure).toBeNull();
    expect(await evidenceAudit(server, dispute.orderId)).toHaveLength(1);
  });

  it('is sent once when the gateway took it but its answer was lost', async () => {
    const { server } = started;
    const dispute = await disputedCardPayment(started);
    gateway.answerLost = true;
    try {
      await respond(started, dispute.id);
      await expect
        .poll(
          async () => (await portalDispute(server, dispute.orderId))?.evidence_last_failure,
          quickly,
        )
        .toBe('the card gateway did not answer in time');
    } finally {
      gateway.answerLost = false;
    }
    expect((await sandboxDispute(server, dispute.gatewayDisputeId)).status).toBe('UNDER_REVIEW');
    await nextSweep(server);
    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.evidence_delivery, quickly)
      .toBe('SENT');
    // The retry found the same evidence already there: the dispute moved once, audited once.
    expect(await webhooksAbout(server, dispute.gatewayDisputeId)).toBe(2);
    expect(await evidenceAudit(server, dispute.orderId)).toHaveLength(1);
  });

  it('is not tried again once the gateway refuses it for good, and finance sees the gateway’s reason', async () => {
    const { server } = started;
    const dispute = await disputedCardPayment(started);
    gateway.down = true;
    try {
      await respond(started, dispute.id);
      await expect.poll(() => failedTries(server, dispute.id), quickly).toBe(1);
    } finally {
      gateway.down = false;
    }
    // Meanwhile the payer's bank decides the dispute: the gateway no longer takes evidence.
    const lost = await server.request(
      `${SANDBOX_DISPUTES_PREFIX}/disputes/${dispute.gatewayDisputeId}/lost`,
      { method: 'POST' },
    );
    expect(lost.status).toBe(200);
    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.status, quickly)
      .toBe('LOST');
    await nextSweep(server);
    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.evidence_delivery, quickly)
      .toBe('REFUSED');
    expect((await listed(started, dispute.id)).evidence).toMatchObject({
      delivery: 'REFUSED',
      lastFailure: 'DISPUTE_NOT_OPEN: This dispute is no longer waiting for a response.',
    });
    expect(await evidenceAudit(server, dispute.orderId)).toEqual([
      { action: 'dispute.evidence_refused', actor_email: 'system' },
    ]);
    // Later sweeps leave it alone.
    const tries = gateway.tries;
    server.clock.advance(60_000);
    await sweep(server);
    expect(gateway.tries).toBe(tries);
  });

  it('reaches PayPal through its Disputes API', async () => {
    const { server } = started;
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
    const dispute = await openAtSandbox(server, 'paypal', learner.orderId, attempt!.pnref);
    await respond(started, dispute.id);
    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.evidence_delivery, quickly)
      .toBe('SENT');
    expect(await sandboxDispute(server, dispute.gatewayDisputeId)).toEqual({
      status: 'UNDER_REVIEW',
      evidence: EVIDENCE,
    });
  });

  // Last in its server: it moves the clock hours on.
  it('is tried again after a passing failure with a growing wait, and given up on after the last try', async () => {
    const { server } = started;
    const dispute = await disputedCardPayment(started);
    gateway.down = true;
    try {
      await respond(started, dispute.id);
      await expect.poll(() => failedTries(server, dispute.id), quickly).toBe(1);
      // Not before its wait (a minute after the first failure) has passed.
      const tries = gateway.tries;
      server.clock.advance(30_000);
      await sweep(server);
      expect(gateway.tries).toBe(tries);
      server.clock.advance(30_000);
      for (let failed = 1; failed < EVIDENCE_MAX_TRIES; failed += 1) {
        if (failed > 1) server.clock.advance(evidenceRetryDelayMs(failed)!);
        await sweep(server);
        expect(await failedTries(server, dispute.id)).toBe(failed + 1);
      }
    } finally {
      gateway.down = false;
    }
    expect((await portalDispute(server, dispute.orderId))?.evidence_delivery).toBe('GAVE_UP');
    expect(await evidenceAudit(server, dispute.orderId)).toEqual([
      { action: 'dispute.evidence_gave_up', actor_email: 'system' },
    ]);
    const finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
    expect((await listed({ ...started, finance }, dispute.id)).evidence).toMatchObject({
      delivery: 'GAVE_UP',
      lastFailure: 'the card gateway is unavailable',
    });
    server.clock.advance(3_600_000);
    await sweep(server);
    expect((await sandboxDispute(server, dispute.gatewayDisputeId)).evidence).toBeNull();
  });
});

describe('evidence for a card gateway without a dispute API (Payflow)', () => {
  let started: Started;
  beforeAll(async () => {
    started = await serverWith({
      cardGateway: { gateway: 'payflow', credentials: SANDBOX_PAYFLOW_CREDENTIALS },
    });
  });
  afterAll(() => started.server.close());

  it('is kept for finance to send by hand, never claimed as sent', async () => {
    const { server } = started;
    const dispute = await disputedCardPayment(started);
    await respond(started, dispute.id);
    await expect
      .poll(async () => (await portalDispute(server, dispute.orderId))?.evidence_delivery, quickly)
      .toBe('BY_HAND');
    expect((await listed(started, dispute.id)).evidence).toMatchObject({ delivery: 'BY_HAND' });
    // Nothing reached the processor's side.
    expect(await sandboxDispute(server, dispute.gatewayDisputeId)).toEqual({
      status: 'NEEDS_RESPONSE',
      evidence: null,
    });
    expect(await evidenceAudit(server, dispute.orderId)).toEqual([
      { action: 'dispute.evidence_by_hand', actor_email: 'system' },
    ]);
  });
});
