import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import {
  learnerWithOrder,
  PROGRAM_ID,
  PROGRAM_PRICE,
  LOTS_OF_SIGN_INS,
} from '../../test/enrolment';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  token = (await learnerWithOrder(server)).token;
});
afterAll(async () => server?.close());

const get = (path: string) => server.request(path, asUser(token));
const plan = {
  id: PROGRAM_ID,
  degreeProgramId: PROGRAM_ID,
  name: 'Monthly plan',
  price: PROGRAM_PRICE,
  periodicity: 'MONT',
};

describe('plans and promotions', () => {
  it('lists the plan of a program by enrollment code, and of an employer', async () => {
    expect(await json(await get('/catalog-api/plans?code=NOC-HCAC'))).toEqual([plan]);
    const employer = await json(await get('/catalog-api/plans?employerId=1002'));
    expect(employer.map((p: { degreeProgramId: number }) => p.degreeProgramId)).toEqual([1, 4, 6]);
    expect((await server.request('/catalog-api/plans')).status).toBe(401);
  });

  it.each([
    ['DEFER30', { kind: 'DEFERRED_PAYMENT', percentOff: null, deferredDays: 30 }, 0, PROGRAM_PRICE],
    [
      'save20',
      { kind: 'DISCOUNTED_PAYMENT', percentOff: 20, deferredDays: null },
      5556,
      PROGRAM_PRICE,
    ],
    [
      'SAVE10MONTHLY',
      { kind: 'DISCOUNTED_RECURRENT_PAYMENT', percentOff: 10, deferredDays: null },
      6251,
      6251,
    ],
  ])('%s changes what is charged today', async (code, promotion, today, perPeriod) => {
    const found = await json(await get(`/organization-api/promotions/${code}`));
    expect(found).toEqual({ code: code.toUpperCase(), ...promotion });
    const details = await json(await get(`/ledger-api/payment/plan/details?promoCode=${code}`));
    expect(details).toMatchObject({
      plan,
      promotion: found,
      chargedToday: today,
      pricePerPeriod: perPeriod,
    });
  });

  it('shows the plain price without a promotion, and 404 for unknown codes', async () => {
    expect(await json(await get('/ledger-api/payment/plan/details'))).toMatchObject({
      promotion: null,
      chargedToday: PROGRAM_PRICE,
    });
    expect((await get('/organization-api/promotions/NOPE')).status).toBe(404);
    expect((await get('/ledger-api/payment/plan/details?promoCode=NOPE')).status).toBe(404);
  });
});
