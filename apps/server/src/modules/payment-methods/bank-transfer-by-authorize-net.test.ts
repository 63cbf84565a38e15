import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthorizeNetProvider } from '../../payments/authorize-net-provider';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import {
  SANDBOX_AUTHORIZE_NET_CREDENTIALS,
  SANDBOX_AUTHORIZE_NET_PREFIX,
} from '../../payments/sandbox-authorize-net-routes';
import { json } from '../../test/accounts';
import { learnerPayingByBank, LOTS_OF_SIGN_INS, sandboxProviders } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { settleBankTransfers } from './settle-bank-transfers';

// The portal with BANK_GATEWAY=authorize-net: every bank transfer goes out as an eCheck.Net
// request, here to the sandbox Authorize.Net the server serves (no AUTHORIZE_NET_URL).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    bankGateway: { gateway: 'authorize-net', credentials: SANDBOX_AUTHORIZE_NET_CREDENTIALS },
  });
});
afterAll(async () => server?.close());

/** The settle-bank-transfers job, asking Authorize.Net as the app's own does. */
const settle = () =>
  settleBankTransfers({
    db: server.database.db,
    providers: sandboxProviders(server, {
      ACH: createAuthorizeNetProvider({
        url: () => `${server.baseUrl}${SANDBOX_AUTHORIZE_NET_PREFIX}`,
        ...SANDBOX_AUTHORIZE_NET_CREDENTIALS,
      }),
    }),
    tenants: server.tenants,
    now: () => server.clock.now(),
  });

const stateOf = async (orderId: string) =>
  (
    await queryRows<{ attempt: string; order_status: string; debt: number; error: string | null }>(
      server.database.db,
      sql`select a.status as attempt, o.status as order_status, s.debt_cents as debt,
            a.error_code as error
          from payment_attempts a join orders o on o.id = a.order_id
          left join subscriptions s on s.order_id = o.id
          where a.order_id = ${orderId} and a.payment_method = 'ACH'`,
    )
  )[0]!;

describe('paying an order by bank transfer through Authorize.Net', () => {
  it('processes at once and records the settlement two days later', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    const posted = await learner.post();
    expect(await json(posted)).toEqual({
      paymentResponseStatus: 'processing',
      orderId: learner.orderId,
    });
    expect(await json(await learner.post())).toMatchObject({ paymentResponseStatus: 'processing' });
    await settle();
    expect(await stateOf(learner.orderId)).toMatchObject({
      attempt: 'PROCESSING',
      order_status: 'SUCCESS',
    });
    server.clock.advance(2 * 86_400_000);
    await settle();
    expect(await stateOf(learner.orderId)).toMatchObject({ attempt: 'CAPTURED', debt: 0 });
  });

  it('records a return as a failure and debt on the plan', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.insufficientFunds);
    expect((await learner.post()).status).toBe(200);
    server.clock.advance(2 * 86_400_000);
    await settle();
    expect(await stateOf(learner.orderId)).toMatchObject({
      attempt: 'FAILED',
      error: 'CARD_INSUFFICIENT_FUNDS',
    });
    expect((await stateOf(learner.orderId)).debt).toBeGreaterThan(0);
  });
});
