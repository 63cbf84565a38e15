import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Membership, Order } from '@portal/domain/enrollment/order';
import type { Subscription } from '@portal/domain/ledger/subscription';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { challengeExamKeys } from '@/features/challenge-exams/api/challenge-exam-keys';
import { transcriptKeys } from '@/features/transcripts/api/transcript-keys';
import type { LiveUpdate } from '@/lib/live/live-connection';
import { courseworkQueryOptions } from '@/lib/student/get-coursework';
import { studentKeys } from '@/lib/student/query-keys';
import { readSlice } from '@/lib/storage';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { testServices } from '@/testing/test-services';
import { createLiveUpdates } from './live-updates-runtime';

// The live channel's message handlers (docs/product/states-and-transitions.md "Events", error-catalogue.md, constants-and-limits.md): each subject lands in the query
// cache under the key its fetcher uses, and each event is told as a toast.

const ENROLMENT_ORDER: Order = {
  orderId: 'order-1',
  status: 'PENDING',
  kind: 'ENROLLMENT_PLAN',
  degreeProgramId: 7,
  total: 6945,
  orderItems: [
    { name: 'Business Administration', productId: null, price: 6945, orderItemSpecs: [] },
  ],
  payment: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const EXAM_ORDER: Order = {
  ...ENROLMENT_ORDER,
  orderId: 'order-2',
  kind: 'CHALLENGE_EXAM',
  degreeProgramId: null,
  total: 4900,
  orderItems: [{ name: 'BUS101 Challenge Exam', productId: 31, price: 4900, orderItemSpecs: [] }],
};
const PLAN: Subscription = {
  id: 'plan-1',
  status: 'FAILED',
  amount: 6945,
  nextPaymentDate: null,
  paymentInformation: { paymentMethod: 'ACH', cardType: null, lastFour: '6789' },
  planName: 'Monthly plan',
  periodicity: 'MONT',
  totalDebt: 6945,
  paymentMethodExpiresOn: null,
};
const EXPIRED: Membership = {
  membershipStatus: 'expired',
  membershipExpiredDate: '2026-11-25T10:00:00.000Z',
  daysToRestartMembership: 30,
};
const USER = {
  uuid: 'user-1',
  email: 'student@demo.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  attributes: { userData: {}, orientationStarted: true },
} as UserProfile;

let messageId = 0;
const update = <U extends LiveUpdate>(subject: U['subject'], payload: U['payload']) =>
  ({ subject, payload, messageId: ++messageId }) as LiveUpdate;

function setUp(routes: Parameters<typeof createFakeServer>[0] = {}) {
  const server = createFakeServer(routes);
  const services = testServices({ fetch: server.fetch });
  const live = createLiveUpdates(services);
  stops.push(live.stop);
  return { server, services, live, cache: services.queryClient };
}

const stops: Array<() => void> = [];
const messages = () => toastStore.getSnapshot().map((t) => [t.variant, t.message, t.link?.href]);
beforeEach(() => toastStore.clear());
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('live updates in the query cache', () => {
  it('replaces the stored user (userEntity), in the cache and in storage', () => {
    const { live, cache } = setUp();
    live.onUpdate(update('userEntity', { user: USER }));
    expect(cache.getQueryData(studentKeys.user())).toEqual(USER);
    expect(readSlice('user')).toEqual(USER);
    expect(messages()).toEqual([]);
  });

  it("refreshes the membership's status, expiry and days to restart, and tells of its expiry", () => {
    const { live, cache } = setUp();
    live.onUpdate(update('membershipEntity', { event: 'MEMBERSHIP_EXPIRED', membership: EXPIRED }));
    expect(cache.getQueryData(studentKeys.membership())).toEqual(EXPIRED);
    expect(messages()).toEqual([
      ['error', 'Your membership has been expired. Please contact support.', undefined],
    ]);
    live.onUpdate(
      update('membershipEntity', {
        event: 'MEMBERSHIP_ENABLED',
        membership: { ...EXPIRED, membershipStatus: 'enabled', daysToRestartMembership: null },
      }),
    );
    live.onUpdate(update('membershipEntity', { event: 'MEMBERSHIP_PENDING', membership: null }));
    expect(cache.getQueryData(studentKeys.membership())).toBeNull();
    expect(messages().slice(1)).toEqual([
      ['success', 'Your membership is active.', undefined],
      ['info', 'Your membership is waiting for your payment to be confirmed.', undefined],
    ]);
  });

  it("puts the enrolment order under the student's order key: Order paid successfully!", () => {
    const { live, cache } = setUp();
    const paid = { ...ENROLMENT_ORDER, status: 'SUCCESS' as const };
    live.onUpdate(update('orderEntity', { event: 'ORDER_SUCCESS', order: paid }));
    expect(cache.getQueryData(studentKeys.order())).toEqual(paid);
    expect(messages()).toEqual([['success', 'Order paid successfully!', undefined]]);
  });

  it("puts an exam's order under the exam's key and leaves the enrolment order alone", () => {
    const { live, cache } = setUp();
    cache.setQueryData(studentKeys.order(), ENROLMENT_ORDER);
    const paid = { ...EXAM_ORDER, status: 'SUCCESS' as const };
    live.onUpdate(update('orderEntity', { event: 'CHALLENGE_EXAM_ORDER_SUCCESS', order: paid }));
    expect(cache.getQueryData(challengeExamKeys.order(31))).toEqual(paid);
    expect(cache.getQueryData(studentKeys.order())).toEqual(ENROLMENT_ORDER);
    expect(messages()).toEqual([
      [
        'success',
        'Your payment for the BUS101 Challenge Exam is complete. You can schedule your challenge exam now.',
        undefined,
      ],
    ]);
  });

  it("tells a free exam's enabling, and a failed exam payment with a pay-again link", () => {
    const { live } = setUp();
    const free = { ...EXAM_ORDER, total: 0, status: 'SUCCESS' as const };
    live.onUpdate(update('orderEntity', { event: 'CHALLENGE_EXAM_ORDER_SUCCESS', order: free }));
    live.onUpdate(
      update('orderEntity', {
        event: 'CHALLENGE_EXAM_ORDER_FAIL',
        order: { ...EXAM_ORDER, status: 'FAIL' },
      }),
    );
    expect(messages()).toEqual([
      [
        'success',
        'Your challenge exam BUS101 Challenge Exam has been enabled. You can schedule your Challenge Exam now.',
        undefined,
      ],
      [
        'error',
        'Your payment for the BUS101 Challenge Exam did not go through.',
        '/account/challenge-exam/payment/31',
      ],
    ]);
  });

  it('stores the plan (userSubscriptionEntity) and asks for the payment history again', async () => {
    const { live, cache } = setUp();
    cache.setQueryData(billingKeys.history(), []);
    live.onUpdate(
      update('userSubscriptionEntity', { event: 'USER_SUBSCRIPTION_FAILED', subscription: PLAN }),
    );
    expect(cache.getQueryData(billingKeys.subscription())).toEqual(PLAN);
    await expect.poll(() => cache.getQueryState(billingKeys.history())?.isInvalidated).toBe(true);
    expect(messages()).toEqual([
      [
        'error',
        'A payment of your plan did not go through, and your access is paused until the balance is paid.',
        '/account/billing-preferences',
      ],
    ]);
  });

  it('raises the debt-paid event only when the total debt reaches 0', () => {
    const { live, cache } = setUp();
    cache.setQueryData(billingKeys.subscription(), PLAN);
    live.onUpdate(
      update('userEnrollmentPlanEntity', { event: null, userEnrollmentPlan: { totalDebt: 2000 } }),
    );
    expect(cache.getQueryData<Subscription>(billingKeys.subscription())?.totalDebt).toBe(2000);
    // An event name with debt left is not believed: docs/product/states-and-transitions.md raises it when the debt reaches 0.
    live.onUpdate(
      update('userEnrollmentPlanEntity', {
        event: 'DEBT_PAYMENT_SUCCESS',
        userEnrollmentPlan: { totalDebt: 100 },
      }),
    );
    expect(messages()).toEqual([]);
    live.onUpdate(
      update('userEnrollmentPlanEntity', {
        event: 'DEBT_PAYMENT_SUCCESS',
        userEnrollmentPlan: { totalDebt: 0 },
      }),
    );
    expect(cache.getQueryData<Subscription>(billingKeys.subscription())?.totalDebt).toBe(0);
    expect(messages()).toEqual([
      ['success', 'Your balance is paid: you owe nothing on your plan now.', undefined],
    ]);
  });

  it('reloads the transcript history on a transcript update, and tells of it', async () => {
    const { live, cache } = setUp();
    cache.setQueryData(transcriptKeys.history(), []);
    cache.setQueryData(transcriptKeys.priorCredit(), { requests: [] });
    live.onUpdate(update('transcriptEntity', { event: 'TRANSCRIPT_HISTORY_UPDATED' }));
    await expect
      .poll(() => cache.getQueryState(transcriptKeys.history())?.isInvalidated)
      .toBe(true);
    expect(cache.getQueryState(transcriptKeys.priorCredit())?.isInvalidated).toBe(false);
    expect(messages()).toEqual([
      ['info', 'Your transcript requests have news: see Transcripts.', undefined],
    ]);
  });

  it('reloads the coursework at most once a second, however many updates arrive', async () => {
    vi.useFakeTimers();
    const { live, cache, server, services } = setUp({
      routes: { 'GET /coursework-api/coursework': () => json(200, []) },
    });
    // A page showing the coursework, as the dashboard does.
    const shown = new QueryObserver(cache, courseworkQueryOptions(services.api));
    const unsubscribe = shown.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(10);
    const reloads = () =>
      server.requests.filter((r) => r.path === '/coursework-api/coursework').length;
    const before = reloads();

    live.onUpdate(update('courseworkEntity', { productIds: [1] }));
    live.onUpdate(update('courseworkEntity', { productIds: [2] }));
    await vi.advanceTimersByTimeAsync(500);
    live.onUpdate(update('courseworkEntity', { productIds: [3] }));
    await vi.advanceTimersByTimeAsync(499);
    expect(reloads()).toBe(before);
    await vi.advanceTimersByTimeAsync(10);
    expect(reloads()).toBe(before + 1);

    live.onUpdate(update('courseworkEntity', { productIds: [4] }));
    await vi.advanceTimersByTimeAsync(1_010);
    expect(reloads()).toBe(before + 2);
    expect(messages()).toEqual([]);
    unsubscribe();
  });

  it('reloads what pages show when the server says events were lost (resync)', async () => {
    const { live, cache } = setUp();
    cache.setQueryData(studentKeys.membership(), EXPIRED);
    cache.setQueryData(billingKeys.subscription(), PLAN);
    live.onResync();
    await expect
      .poll(() => cache.getQueryState(studentKeys.membership())?.isInvalidated)
      .toBe(true);
    expect(cache.getQueryState(billingKeys.subscription())?.isInvalidated).toBe(true);
  });

  it("holds an update while this tab's own request is in flight, and applies it after", async () => {
    const { live, cache } = setUp();
    let answer!: () => void;
    const response = new Promise<void>((resolve) => (answer = resolve));
    const paying = cache.getMutationCache().build(cache, { mutationFn: () => response });
    const settled = paying.execute(undefined);
    cache.setQueryData(challengeExamKeys.order(31), { ...EXAM_ORDER, status: 'CREATED' });

    const pending = { ...EXAM_ORDER, status: 'PENDING' as const };
    live.onUpdate(update('orderEntity', { event: null, order: pending }));
    expect(cache.getQueryData<Order>(challengeExamKeys.order(31))?.status).toBe('CREATED');

    answer();
    await settled;
    await expect
      .poll(() => cache.getQueryData<Order>(challengeExamKeys.order(31))?.status)
      .toBe('PENDING');
  });
});
