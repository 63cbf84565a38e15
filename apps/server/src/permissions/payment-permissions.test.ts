import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPrepaidTokens } from '../db/seed/seed-demo-data';
import { asUser, json } from '../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, sendJson } from '../test/enrolment';
import { startTestServer, type TestServer } from '../test/test-server';

// The permission ladder (docs/product/states-and-transitions.md, roles-and-permissions.md) is the server's to enforce. harborline and
// davita grant no CAN_PAY and offer only prepaid tokens; the default tenant offers only cards.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  await seedDemoPrepaidTokens(server.database.db, 'default');
});
afterAll(async () => server?.close());

async function membershipOf(token: string, tenant: string) {
  return json(await server.request('/ledger-api/memberships', asUser(token, tenant)));
}

describe('paying against the permission ladder', () => {
  it.each(['harborline', 'davita'])(
    'refuses a card payment on %s, which grants no CAN_PAY, and leaves the order unpaid',
    async (tenant) => {
      const learner = await learnerWithOrder(server, { tenant, degreeProgramId: 1 });
      const response = await payByCard(server, learner, { tenant });
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({
        global: [{ code: 'PERMISSION_DENIED', message: 'You do not have access permissions.' }],
      });
      const order = await json(
        await server.request(
          `/ledger-api/orders/${learner.orderId}`,
          asUser(learner.token, tenant),
        ),
      );
      expect(order.status).toBe('CREATED');
      expect(await membershipOf(learner.token, tenant)).toMatchObject({
        membershipStatus: 'pending',
      });
    },
  );

  it('refuses a prepaid token on a tenant that sells by card', async () => {
    const learner = await learnerWithOrder(server);
    const response = await sendJson(
      server,
      `/ledger-api/orders/${learner.orderId}/payment/prepaid-token`,
      { token: learner.token, key: randomUUID(), body: { token: 'NOC-HCAC-DEMO0001' } },
    );
    expect(response.status).toBe(403);
    expect(await membershipOf(learner.token, 'default')).toMatchObject({
      membershipStatus: 'pending',
    });
  });

  it("does not let one learner's CAN_PAY reach another learner's order", async () => {
    const learner = await learnerWithOrder(server);
    const stranger = await learnerWithOrder(server);
    const response = await payByCard(server, { token: learner.token, orderId: stranger.orderId });
    expect(response.status).toBe(404);
  });
});
