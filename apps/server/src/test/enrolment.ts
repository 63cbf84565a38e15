import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentProviders } from '../payments/payment-provider';
import { createPayPalProvider } from '../payments/paypal-provider';
import { createSandboxAchProvider, SANDBOX_BANK_ACCOUNTS } from '../payments/sandbox-ach-provider';
import {
  createSandboxCardProvider,
  SANDBOX_CARDS,
  type SandboxCardProvider,
} from '../payments/sandbox-card-provider';
import { asUser, json, signedInLearner, type NewAccount } from './accounts';
import { queryRows } from './test-database';
import type { TestServer } from './test-server';

/** Each test signs many learners in from one address: lift the per-address limit. */
export const LOTS_OF_SIGN_INS = 10_000;

/** Program 6 (NOC-HCAC) costs 6945 a month, the reference price of docs/product/constants-and-limits.md. */
export const PROGRAM_ID = 6;
export const PROGRAM_PRICE = 6945;

export function cardPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Test',
    lastName: 'Learner',
    creditCardNumber: SANDBOX_CARDS.approved,
    expireMonth: '12',
    expireYear: '28',
    cvv: '123',
    cardTypeView: 'VISA',
    address: {
      address1: '1 Main St',
      addressType: 'billing',
      country: 'US',
      state: 'KS',
      city: 'Hays',
      zipCode: '67601',
    },
    ...overrides,
  };
}

export function sendJson(
  server: TestServer,
  path: string,
  options: { token?: string; tenant?: string; method?: string; body?: unknown; key?: string },
) {
  const base = options.token ? asUser(options.token, options.tenant) : { tenant: options.tenant };
  return server.request(path, {
    ...base,
    method: options.method ?? 'PUT',
    headers: {
      ...(base.headers as Record<string, string> | undefined),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A signed-in learner (Test Learner unless named) with an enrolment order for a program. */
export async function learnerWithOrder(
  server: TestServer,
  options: Pick<NewAccount, 'tenant' | 'firstName' | 'lastName'> & {
    degreeProgramId?: number;
  } = {},
) {
  const { degreeProgramId, ...account } = options;
  const email = `${randomUUID()}@example.test`;
  const { access_token: token } = await signedInLearner(server, { ...account, email });
  const response = await sendJson(server, '/ledger-api/orders/degreeprogram', {
    token,
    tenant: options.tenant,
    body: { degreeProgramId: degreeProgramId ?? PROGRAM_ID },
  });
  if (response.status !== 200) throw new Error(`order: ${response.status}`);
  const order = await json(response);
  return { token, email, orderId: order.orderId as string, order };
}

export function payByCard(
  server: TestServer,
  learner: { token: string; orderId: string },
  options: { card?: Record<string, unknown>; key?: string; tenant?: string } = {},
) {
  return sendJson(server, `/ledger-api/orders/${learner.orderId}/payment/card`, {
    token: learner.token,
    tenant: options.tenant,
    key: options.key ?? randomUUID(),
    body: cardPayload(options.card),
  });
}

/**
 * How many times the sandbox moved money for the attempts to pay `orderId`: 0 or 1, never more.
 * `requestIdOf` is the id the gateway knew an attempt by (the attempt's own id, unless an adapter
 * reshapes it).
 */
export async function chargesOfOrder(
  server: TestServer,
  sandbox: SandboxCardProvider,
  orderId: string,
  requestIdOf: (attemptId: string) => string = (attemptId) => attemptId,
) {
  const attempts = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from payment_attempts where order_id = ${orderId}`,
  );
  const counts = await Promise.all(
    attempts.map((attempt) => sandbox.chargesFor(requestIdOf(attempt.id))),
  );
  return counts.reduce((n, c) => n + c, 0);
}

/** An onboarding profile that fhsu (paid-selective) accepts, with its questions answered. */
export function onboardingProfile(overrides: Record<string, unknown> = {}) {
  return {
    dateOfBirth: '1990-04-30',
    phoneNumbers: ['(785) 555-0101'],
    addresses: [
      {
        addressType: 'billing',
        address1: '600 Park St',
        city: 'Hays',
        state: 'KS',
        zipCode: '67601',
      },
    ],
    targetDateProgress: '05/2027',
    userData: { 'fhsu-status': 'New to FHSU', 'fhsu-student-id': '' },
    ...overrides,
  };
}

/** The sandbox providers on the test server's database and clock, some replaced by the test's. */
export function sandboxProviders(
  server: TestServer,
  replaced: Partial<PaymentProviders> = {},
): PaymentProviders {
  return {
    CREDIT_CARD: createSandboxCardProvider(server.database.db, server.clock),
    ACH: createSandboxAchProvider(server.database.db, server.clock),
    // The sandbox PayPal the test server serves, vault included.
    PAYPAL: createPayPalProvider({
      baseUrl: () => `${server.baseUrl}/sandbox-paypal`,
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
    }),
    ...replaced,
  };
}

/** The billing address of a bank transfer for an order. */
export const bankBilling = (objectId: string) => ({
  objectId,
  billToFirstName: 'Ada',
  billToLastName: 'Lovelace',
  billToStreet: '1 Main St',
  billToCity: 'Hays',
  billToState: 'KS',
  billToZip: '67601',
});

/** A learner who asked for a bank transfer of their order and posted their bank details. */
export async function learnerPayingByBank(
  server: TestServer,
  accountNumber: string,
  at = '2027-05-03T10:00:00Z',
) {
  server.clock.set(new Date(at));
  const learner = await learnerWithOrder(server);
  const token = await sendJson(server, '/ledger-api/payment/token/ach', {
    token: learner.token,
    method: 'POST',
    body: bankBilling(learner.orderId),
  });
  expect(token.status).toBe(200);
  const tokenized = await json(token);
  expect(tokenized).toMatchObject({ objectId: learner.orderId, amount: PROGRAM_PRICE });
  const post = () =>
    sendJson(server, `/ledger-api/paymentAsync/${tokenized.secureTokenId}`, {
      token: learner.token,
      method: 'POST',
      body: { routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber, accountNumber },
    });
  return { ...learner, secureTokenId: tokenized.secureTokenId as string, post };
}
