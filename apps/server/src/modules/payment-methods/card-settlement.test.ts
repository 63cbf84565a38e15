import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '@portal/domain/ledger/payment-transaction';
import { asUser, json } from '../../test/accounts';
import { freshToken } from '../../test/billing';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard } from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

// Waits for the job runner to take a slot; generous for a loaded machine, never a timing check.
const quickly = { interval: 100 };

async function historyOf(email: string): Promise<PaymentTransaction[]> {
  const token = await freshToken(server, email);
  return json(await server.request('/ledger-api/payment/history', asUser(token)));
}

const statuses = async (email: string) =>
  (await historyOf(email)).map((payment) => [payment.description, payment.transactionStatus]);

/** Moves the clock to `at` and lets the runner take the jobs whose slot it is. */
async function runAt(at: string) {
  server.clock.set(new Date(at));
  await server.jobs!.tick();
}

describe('card settlement', () => {
  it('moves a card payment from Settlement Pending to Settled once the gateway’s batch has closed', async () => {
    server.clock.set(new Date('2027-03-01T09:00:00Z'));
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const [paid] = await historyOf(learner.email);
    expect(paid).toMatchObject({ status: 'CAPTURED', transactionStatus: 6 });
    const program = paid!.description;

    // The day's batch closes at midnight; the job asks the gateway half an hour later.
    await runAt('2027-03-02T00:30:00Z');
    await expect.poll(() => statuses(learner.email), quickly).toEqual([[program, 8]]);
    const transaction = await json(
      await server.request(
        `/ledger-api/orders/${learner.orderId}/transactions/${paid!.transactionId}`,
        asUser(await freshToken(server, learner.email)),
      ),
    );
    expect(transaction).toMatchObject({
      approvalStatus: 'Approved',
      transactionStatus: { code: 8, label: 'Settled Successfully' },
    });

    // The plan's next payment, charged to the card on file, settles in its own day's batch.
    await runAt('2027-04-01T09:00:00Z');
    await expect
      .poll(() => statuses(learner.email), quickly)
      .toEqual([
        [expect.stringContaining('payment 2'), 6],
        [program, 8],
      ]);
    await runAt('2027-04-02T00:30:00Z');
    await expect
      .poll(() => statuses(learner.email), quickly)
      .toEqual([
        [expect.stringContaining('payment 2'), 8],
        [program, 8],
      ]);
  });
});
