import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPrepaidTokens } from '../../db/seed/seed-demo-data';
import { asUser, json } from '../../test/accounts';
import { learnerWithOrder, sendJson, LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';

const TENANT = 'harborline';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  await seedDemoPrepaidTokens(server.database.db, TENANT);
});
afterAll(async () => server?.close());

const validate = (body: unknown, tenant = TENANT) =>
  sendJson(server, '/ledger-api/prepaid-token/validate', { tenant, method: 'POST', body });

const payWithToken = (
  learner: { token: string; orderId: string },
  token: string,
  key = randomUUID(),
) =>
  sendJson(server, `/ledger-api/orders/${learner.orderId}/payment/prepaid-token`, {
    token: learner.token,
    tenant: TENANT,
    key,
    body: { token },
  });

describe('POST /ledger-api/prepaid-token/validate (public)', () => {
  it('accepts an unused token of the program', async () => {
    const response = await validate({ token: 'NOC-HCAC-DEMO0001', degreeProgramId: 6 });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      token: 'NOC-HCAC-DEMO0001',
      degreeProgramId: 6,
      degreeProgramName: 'Healthcare Administration Certificate',
    });
  });

  it.each([
    ['an unknown token', 'NOC-HCAC-NOPE', 6, 400, 'INVALID_PREPAID_TOKEN', 'Invalid prepaid token'],
    [
      'a token of another tenant',
      'NOC-HCAC-DEMO0001',
      6,
      400,
      'INVALID_PREPAID_TOKEN',
      'Invalid prepaid token',
      'default',
    ],
    [
      'a prefix of another program',
      'NOC-AAGS-DEMO0001',
      6,
      400,
      'TOKEN_PREFIX_MISMATCH',
      'Token prefix does not match enrollment code',
    ],
    [
      'a token issued for another program',
      'NOC-HCAC-MOVED01',
      6,
      400,
      'DEGREE_PROGRAM_MISMATCH',
      'Degree program does not match with access code',
    ],
  ])(
    'refuses %s',
    async (_name, token, degreeProgramId, status, code, message, tenant = TENANT) => {
      const response = await validate({ token, degreeProgramId }, tenant);
      expect(response.status).toBe(status);
      expect(await json(response)).toEqual({ global: [{ code, message }] });
    },
  );
});

describe('PUT /ledger-api/orders/{id}/payment/prepaid-token', () => {
  it('pays the order once; the token is then refused to everyone', async () => {
    const learner = await learnerWithOrder(server, { tenant: TENANT });
    const key = randomUUID();
    const paid = await payWithToken(learner, 'NOC-HCAC-DEMO0002', key);
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({
      status: 'SUCCESS',
      payment: {
        responseCode: 0,
        paymentInformation: { paymentMethod: 'PREPAID_TOKEN', cardType: null, lastFour: null },
      },
    });
    const membership = await server.request(
      '/ledger-api/memberships',
      asUser(learner.token, TENANT),
    );
    expect((await json(membership)).membershipStatus).toBe('enabled');
    const user = await json(await server.request('/user-api/users', asUser(learner.token, TENANT)));
    expect(user.accessCode).toBe('NOC-HCAC-DEMO0002');
    // A replay of the key returns the paid order.
    expect((await payWithToken(learner, 'NOC-HCAC-DEMO0002', key)).status).toBe(200);

    const used = await validate({ token: 'NOC-HCAC-DEMO0002', degreeProgramId: 6 });
    expect(await json(used)).toEqual({
      global: [{ code: 'ACCESS_CODE_ALREADY_USED', message: 'This Access Code was already used' }],
    });
    const other = await learnerWithOrder(server, { tenant: TENANT });
    const refused = await payWithToken(other, 'NOC-HCAC-DEMO0002');
    expect(refused.status).toBe(409);
    expect((await json(refused)).global[0].code).toBe('ACCESS_CODE_ALREADY_USED');
  });

  it('lets only one of four learners using one token at once succeed', async () => {
    const learners = await Promise.all(
      [0, 1, 2, 3].map(() => learnerWithOrder(server, { tenant: TENANT })),
    );
    const responses = await Promise.all(learners.map((l) => payWithToken(l, 'NOC-HCAC-DEMO0003')));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it("checks the token against the order's program", async () => {
    const learner = await learnerWithOrder(server, { tenant: TENANT, degreeProgramId: 1 });
    const response = await payWithToken(learner, 'NOC-HCAC-DEMO0004');
    expect((await json(response)).global[0].code).toBe('TOKEN_PREFIX_MISMATCH');
    const signedIn = await server.request(
      '/ledger-api/prepaid-token/validate/NOC-AAGS-DEMO0004',
      asUser(learner.token, TENANT),
    );
    expect(await json(signedIn)).toMatchObject({ degreeProgramId: 1 });
    const order = await json(
      await server.request(`/ledger-api/orders/${learner.orderId}`, asUser(learner.token, TENANT)),
    );
    expect(order.status).toBe('CREATED');
  });
});

describe('access codes in any letter case (docs/checkout.md)', () => {
  it('validates a code typed in lower or mixed case and answers the code as issued', async () => {
    for (const typed of ['noc-hcac-demo0011', 'Noc-Hcac-Demo0011']) {
      const response = await validate({ token: typed, degreeProgramId: 6 });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({
        token: 'NOC-HCAC-DEMO0011',
        degreeProgramId: 6,
      });
    }
    const signedIn = await learnerWithOrder(server, { tenant: TENANT });
    const byPath = await server.request(
      '/ledger-api/prepaid-token/validate/noc-hcac-demo0011',
      asUser(signedIn.token, TENANT),
    );
    expect(await json(byPath)).toMatchObject({ token: 'NOC-HCAC-DEMO0011' });
  });

  it('still names a wrong program and an unknown code in lower case', async () => {
    const prefix = await validate({ token: 'noc-aags-demo0011', degreeProgramId: 6 });
    expect((await json(prefix)).global[0].code).toBe('TOKEN_PREFIX_MISMATCH');
    const unknown = await validate({ token: 'noc-hcac-nope', degreeProgramId: 6 });
    expect((await json(unknown)).global[0].code).toBe('INVALID_PREPAID_TOKEN');
  });

  it('pays with a lower-case code, records the code as issued, and refuses it in any case afterwards', async () => {
    const learner = await learnerWithOrder(server, { tenant: TENANT });
    const paid = await payWithToken(learner, 'noc-hcac-demo0012');
    expect(paid.status).toBe(200);
    expect((await json(paid)).status).toBe('SUCCESS');
    const user = await json(await server.request('/user-api/users', asUser(learner.token, TENANT)));
    expect(user.accessCode).toBe('NOC-HCAC-DEMO0012');

    const other = await learnerWithOrder(server, { tenant: TENANT });
    for (const typed of ['NOC-HCAC-DEMO0012', 'noc-hcac-demo0012', 'Noc-Hcac-Demo0012']) {
      const refused = await payWithToken(other, typed);
      expect(refused.status).toBe(409);
      expect(await json(refused)).toEqual({
        global: [
          { code: 'ACCESS_CODE_ALREADY_USED', message: 'This Access Code was already used' },
        ],
      });
    }
    const used = await validate({ token: 'nOC-hCAC-dEMO0012', degreeProgramId: 6 });
    expect((await json(used)).global[0].code).toBe('ACCESS_CODE_ALREADY_USED');
  });

  it('lets one of two learners typing one code in different cases at once succeed', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map(() => learnerWithOrder(server, { tenant: TENANT })),
    );
    const responses = await Promise.all([
      payWithToken(a!, 'noc-hcac-demo0013'),
      payWithToken(b!, 'NOC-HCAC-DEMO0013'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('payment methods', () => {
  it('offers prepaid tokens on a prepaid tenant, and cards with their types, PayPal and ACH elsewhere', async () => {
    const prepaid = await learnerWithOrder(server, { tenant: TENANT });
    const methods = await server.request(
      '/ledger-api/payment/methods',
      asUser(prepaid.token, TENANT),
    );
    expect(await json(methods)).toEqual({ PREPAID_TOKEN: { label: 'Prepaid token', options: [] } });
    const paid = await learnerWithOrder(server);
    const card = await server.request(
      '/ledger-api/payment/methods?employerId=1001',
      asUser(paid.token),
    );
    expect(await json(card)).toEqual({
      CREDIT_CARD: {
        label: 'Pay with Credit Card',
        options: [
          { cardType: 'VISA', displayName: 'VISA' },
          { cardType: 'MASTERCARD', displayName: 'MasterCard' },
          { cardType: 'DISCOVER', displayName: 'DISCOVER' },
          { cardType: 'AMERICAN_EXPRESS', displayName: 'AMEX' },
        ],
      },
      PAYPAL: { label: 'Pay with PayPal', options: [] },
      ACH: { label: 'Pay with Bank Account (ACH)', options: [] },
    });
  });
});
