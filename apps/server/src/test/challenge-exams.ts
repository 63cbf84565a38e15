import { randomUUID } from 'node:crypto';
import { json, signedInLearner } from './accounts';
import { onboardingProfile, payByCard, PROGRAM_ID, sendJson } from './enrolment';
import type { TestServer } from './test-server';

/** Seeded exams (db/seed/challenge-exam-data.ts): BUS101's costs $49.00, CSC110's is free. */
export const PAID_EXAM = { productId: 101001, name: 'BUS101 Challenge Exam', price: 4900 };
export const FREE_EXAM = { productId: 105001, name: 'CSC110 Challenge Exam', price: 0 };

/**
 * A student with dashboard access (enrolment paid, profile saved, orientation started), signed in
 * with `email` (the sandbox proctor refuses `proctor-fail…`): of the default tenant, or of
 * `tenant` in one of its programs, answering its onboarding questions with `userData`.
 */
export async function dashboardStudent(
  server: TestServer,
  email = `${randomUUID()}@example.test`,
  where: { tenant?: string; degreeProgramId?: number; userData?: Record<string, string> } = {},
) {
  const { tenant } = where;
  const { access_token: token } = await signedInLearner(server, { email, tenant });
  const ordered = await sendJson(server, '/ledger-api/orders/degreeprogram', {
    token,
    tenant,
    body: { degreeProgramId: where.degreeProgramId ?? PROGRAM_ID },
  });
  const { orderId } = await json(ordered);
  const steps = [
    () => payByCard(server, { token, orderId }, { tenant }),
    () =>
      sendJson(server, '/user-api/users', {
        token,
        tenant,
        body: onboardingProfile({ userData: where.userData ?? { goal: 'Finish a degree' } }),
      }),
    () => sendJson(server, '/user-api/users/orientation', { token, tenant, method: 'POST' }),
  ];
  for (const step of steps) {
    const response = await step();
    if (response.status !== 200) throw new Error(`${response.url}: ${response.status}`);
  }
  return { token, email };
}

/** PUT /ledger-api/orders/challenge-exam */
export const orderExam = (server: TestServer, token: string, productId: number) =>
  sendJson(server, '/ledger-api/orders/challenge-exam', { token, body: { productId } });
