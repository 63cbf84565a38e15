import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { SANDBOX_CARDS } from '../../payments/sandbox-card-provider';
import { asUser, json } from '../../test/accounts';
import {
  learnerPayingByBank,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  onboardingProfile,
  payByCard,
  sendJson,
} from '../../test/enrolment';
import { dashboardStudent, orderExam, PAID_EXAM } from '../../test/challenge-exams';
import { startTestServer, type TestServer } from '../../test/test-server';

// WCAG 2.2 3.3.7 Redundant Entry: the billing address given to pay the enrolment is what the
// profile step offers as the home address, read from GET /user-api/users.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const addressesOf = async (token: string, tenant?: string) =>
  (await json(await server.request('/user-api/users', asUser(token, tenant)))).addresses;

const HAYS = {
  addressType: 'billing',
  address1: '1 Main St',
  city: 'Hays',
  state: 'KS',
  country: 'US',
  zipCode: '67601',
};

describe('the billing address of the enrolment payment', () => {
  it('becomes the user’s billing address when the card is accepted, without the card', async () => {
    const learner = await learnerWithOrder(server);
    expect(await addressesOf(learner.token)).toEqual([]);
    const declined = await payByCard(server, learner, {
      card: { creditCardNumber: SANDBOX_CARDS.declined[50] },
    });
    expect(declined.status).not.toBe(200);
    // A refused card keeps nothing.
    expect(await addressesOf(learner.token)).toEqual([]);

    expect((await payByCard(server, learner)).status).toBe(200);
    const user = await server.request('/user-api/users', asUser(learner.token));
    const body = await user.text();
    expect(JSON.parse(body).addresses).toEqual([HAYS]);
    expect(body).not.toContain(SANDBOX_CARDS.approved);
  });

  it('becomes the user’s billing address when the bank transfer is accepted', async () => {
    const learner = await learnerPayingByBank(server, SANDBOX_BANK_ACCOUNTS.settles);
    expect(await addressesOf(learner.token)).toEqual([]);
    expect((await learner.post()).status).toBe(200);
    expect(await addressesOf(learner.token)).toEqual([HAYS]);
  });

  it('is replaced by the address the profile step saves', async () => {
    const learner = await learnerWithOrder(server, { tenant: 'fhsu', degreeProgramId: 3 });
    expect((await payByCard(server, learner, { tenant: 'fhsu' })).status).toBe(200);
    expect(await addressesOf(learner.token, 'fhsu')).toEqual([HAYS]);
    const saved = await sendJson(server, '/user-api/users', {
      token: learner.token,
      tenant: 'fhsu',
      body: onboardingProfile(),
    });
    expect(saved.status).toBe(200);
    expect(await addressesOf(learner.token, 'fhsu')).toEqual([
      { ...HAYS, address1: '600 Park St' },
    ]);
  });

  it('never replaces the address a student already gave', async () => {
    // Enrolled: the card's address, then the profile's 600 Park St.
    const student = await dashboardStudent(server);
    const exam = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    const paid = await payByCard(
      server,
      { token: student.token, orderId: exam.orderId },
      { card: { address: { ...HAYS, address1: '9 Other Rd' } } },
    );
    expect(paid.status).toBe(200);
    expect(await addressesOf(student.token)).toEqual([{ ...HAYS, address1: '600 Park St' }]);
  });
});
