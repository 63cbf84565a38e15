import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from '@portal/domain/coursework/course-status';
import type { OnboardingFacts } from '@portal/domain/permissions/held-permissions';
import { defaultRouteMap } from '@portal/domain/permissions/route-map';
import { landingRoute } from '@portal/domain/permissions/route-guard';
import { asUser, json, passwordGrant } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { DEMO_EMPLOYER_BATCH_ID } from './demo-employer';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { demoTenantFor, seedDemoData } from './seed-demo-data';

/** What the web app learns after sign-in (docs/product/states-and-transitions.md login flow), turned into the guard's facts. */
async function factsOf(server: TestServer, tenant: string, accessToken: string) {
  const get = (path: string) => server.request(path, asUser(accessToken, tenant));
  const user = await json(await get('/user-api/users'));
  const order = await get('/ledger-api/orders/degreeprogram');
  const membership = await get('/ledger-api/memberships');
  const courses = await json(await get('/coursework-api/coursework'));
  const orderBody = order.status === 200 ? await json(order) : null;
  const membershipBody = membership.status === 200 ? await json(membership) : null;
  return {
    loggedIn: true,
    orderId: orderBody?.orderId ?? null,
    orderStatus: orderBody?.status ?? null,
    membershipStatus: membershipBody?.membershipStatus ?? null,
    hasUserData: user.attributes.userData !== null,
    orientationStarted: user.attributes.orientationStarted,
    courseCount: courses.length,
  } satisfies Omit<OnboardingFacts, 'enrollmentType'>;
}

describe('demo data', () => {
  it('puts a demo user at every onboarding step, and seeding twice changes nothing', async () => {
    const server = await startTestServer();
    try {
      const tenants = server.tenants;
      const demoTenants = tenants.all().map((t) => ({
        id: t.id,
        enrollmentType: t.config.enrollmentType,
        onboardingQuestions: t.config.onboardingQuestions,
      }));
      await seedDemoData({ db: server.database.db, tenants: demoTenants });
      await seedDemoData({ db: server.database.db, tenants: demoTenants });
      expect(demoTenantFor(demoTenants, 'paid-preselected')).toBe('default');

      const expectations = [
        ['student@demo.test', 'paid-preselected', '/account/dashboard'],
        ['overdue@demo.test', 'paid-preselected', '/account/dashboard'],
        ['new@demo.test', 'paid-preselected', '/enrollment/payment'],
        ['ordered@demo.test', 'paid-preselected', '/enrollment/payment'],
        ['paid@demo.test', 'paid-preselected', '/onboarding/profile'],
        ['profiled@demo.test', 'paid-preselected', '/onboarding/success'],
        ['selective@demo.test', 'paid-selective', '/onboarding/courses'],
        ['selective.student@demo.test', 'paid-selective', '/account/dashboard'],
        ['prepaid@demo.test', 'prepaid', '/enrollment/account'],
        ['prepaid.student@demo.test', 'prepaid', '/account/dashboard'],
        ['assessment@demo.test', 'davita-assessment-prepaid', '/assessment-account-creation'],
        ['transit@demo.test', 'paid-preselected', '/account/dashboard'],
        // Its access has ended, but until the daily pass says so it is a student's.
        ['lapsing@demo.test', 'paid-preselected', '/account/dashboard'],
        ['statuses@demo.test', 'paid-preselected', '/account/dashboard'],
        ['refund@demo.test', 'paid-preselected', '/account/dashboard'],
      ] as const;
      for (const [email, mode, expected] of expectations) {
        const own = DEMO_USERS.find((u) => u.email === email)?.tenantId;
        const tenant = tenants.get(own ?? demoTenantFor(demoTenants, mode)!)!;
        const response = await passwordGrant(server, {
          email,
          password: DEMO_PASSWORD,
          tenant: tenant.id,
        });
        expect(response.status, email).toBe(200);
        const { access_token } = await json(response);
        const facts = { ...(await factsOf(server, tenant.id, access_token)), enrollmentType: mode };
        const route = landingRoute({
          facts,
          granted: tenant.config.permissions,
          routeMap: { ...defaultRouteMap(mode), ...tenant.config.routeMap },
        });
        expect(route, email).toBe(expected);
      }

      // Every demo staff member signs in with the password and the code of its fixed secret.
      for (const member of DEMO_STAFF) {
        const post = (path: string, body: unknown) =>
          server.request(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        const pending = await json(
          await post('/staff-api/session', {
            email: member.email,
            password: DEMO_STAFF_PASSWORD,
          }),
        );
        expect(pending.next, member.email).toBe('code');
        const code = await generate({
          secret: member.totpSecret,
          epoch: Math.floor(server.clock.now().getTime() / 1000),
        });
        const session = await post('/staff-api/session/second-factor', {
          pendingToken: pending.pendingToken,
          code,
        });
        expect(session.status, member.email).toBe(200);
      }

      // The student pays a monthly plan by card: the enrolment and two periods so far, once.
      const student = await json(
        await passwordGrant(server, { email: 'student@demo.test', password: DEMO_PASSWORD }),
      );
      const get = (path: string) => server.request(path, asUser(student.access_token, 'default'));
      const plan = await json(await get('/ledger-api/subscriptions/current'));
      expect(plan).toMatchObject({
        status: 'ENABLED',
        periodicity: 'MONT',
        totalDebt: 0,
        paymentInformation: { paymentMethod: 'CREDIT_CARD', cardType: 'VISA', lastFour: '1111' },
      });
      expect(Date.parse(plan.nextPaymentDate)).toBeGreaterThan(Date.now());
      const history = await json(await get('/ledger-api/payment/history'));
      expect(
        history.map((p: { billingTarget: string; approvalStatus: string }) => [
          p.billingTarget,
          p.approvalStatus,
        ]),
      ).toEqual([
        ['SUBSCRIPTION', 'Approved'],
        ['SUBSCRIPTION', 'Approved'],
        ['ORDER', 'Approved'],
      ]);
      expect((await json(await get('/ledger-api/memberships'))).membershipStatus).toBe('enabled');

      // An overdue learner's plan failed on its third period: the debt, paid with the card on file.
      const overdue = await json(
        await passwordGrant(server, { email: 'overdue@demo.test', password: DEMO_PASSWORD }),
      );
      const asOverdue = asUser(overdue.access_token, 'default');
      const failed = await json(
        await server.request('/ledger-api/subscriptions/current', asOverdue),
      );
      expect(failed).toMatchObject({
        status: 'FAILED',
        totalDebt: plan.amount,
        nextPaymentDate: null,
      });
      const declines = await json(await server.request('/ledger-api/payment/history', asOverdue));
      expect(declines.filter((p: { status: string }) => p.status === 'FAILED')).toHaveLength(4);
      const membership = await json(await server.request('/ledger-api/memberships', asOverdue));
      expect(membership.membershipStatus).toBe('expired');
      // Expired at the last retry, a few days ago (how many depends on the months' lengths).
      expect(membership.daysToRestartMembership).toBeGreaterThan(20);
      expect(membership.daysToRestartMembership).toBeLessThan(30);
      const paid = await server.request('/ledger-api/orders/debt', {
        ...asOverdue,
        method: 'PUT',
        headers: {
          ...(asOverdue.headers as Record<string, string>),
          'Idempotency-Key': randomUUID(),
        },
      });
      expect(paid.status).toBe(200);
      expect(await json(paid)).toMatchObject({ status: 'ENABLED', totalDebt: 0 });

      // Its dashboard has a tab for every course status of docs/product/entities.md.
      const statuses = await json(
        await passwordGrant(server, { email: 'statuses@demo.test', password: DEMO_PASSWORD }),
      );
      const coursework = await json(
        await server.request(
          '/coursework-api/coursework',
          asUser(statuses.access_token, 'default'),
        ),
      );
      expect(
        new Set(coursework.map((c: { enrollmentStatus: string }) => c.enrollmentStatus)),
      ).toEqual(new Set(COURSE_STATUSES));

      // The employer's demo batch: three codes redeemed by demo learners, who are its learners.
      server.clock.advance(30_000);
      const employer = await signedInDemoStaff(server, 'employer@staff.demo.test');
      const batch = await json(
        await server.request(
          `/staff-api/employer/batches/${DEMO_EMPLOYER_BATCH_ID}`,
          staffBearer(employer),
        ),
      );
      expect(batch.counts).toEqual({ available: 3, redeemed: 3, revoked: 0, expired: 0 });
      const sponsored = await json(
        await server.request('/staff-api/employer/learners', staffBearer(employer)),
      );
      expect(sponsored.learners.map((l: { email: string }) => l.email).sort()).toEqual([
        'prepaid.student@demo.test',
        'sponsored.new@demo.test',
        'sponsored@demo.test',
      ]);

      const staff = await passwordGrant(server, {
        email: 'advisor@demo.test',
        password: DEMO_PASSWORD,
      });
      expect((await json(staff)).global[0].code).toBe('PERMISSION_DENIED');
    } finally {
      await server.close();
    }
  });
});
