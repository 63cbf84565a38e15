import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogPlanView,
  CatalogPromotionView,
  DraftView,
  ProgramPreview,
} from '@portal/domain/catalog/catalog-editing';
import type { PlanEntry, PromotionEntry } from '@portal/domain/catalog/catalog-entry';
import { PROGRAMS } from '../../db/seed/catalog-data';
import { paymentPlanEntries, PROMOTIONS } from '../../db/seed/payment-data';
import { asUser, json } from '../../test/accounts';
import { billOnce } from '../../test/billing';
import { staffCall } from '../../test/catalog-editor';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import {
  bankBilling,
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  payByCard,
  PROGRAM_ID,
  PROGRAM_PRICE,
  sendJson,
} from '../../test/enrolment';
import { readPdf } from '../../test/read-pdf';
import { signedInDemoStaff } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// Payment plans and promotions as catalog entries, over HTTP (docs/catalog-editing.md "Payment
// plans", "Promotions"): the seed's first version and its files, the refusals, a new program sold
// on a new plan in one draft, and what a published change leaves alone: the orders already placed,
// the plans already running, the discount an order was paid with.

/** NOC-HCAC's plan: its id is the program's (PROGRAM_ID), its price the reference $69.45 a month. */
const HCAC_PLAN = PROGRAM_ID;
const SAVE10MONTHLY = 3;

let server: TestServer;
let editor: string;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  editor = await signedInDemoStaff(server, 'catalog@staff.demo.test');
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, url: string, body?: unknown) =>
  staffCall(server, editor, method, url, body);

const publish = async (draftId: string, reason: string) => {
  const response = await call('POST', `/staff-api/catalog/drafts/${draftId}/publication`, {
    reason,
  });
  expect(response.status).toBe(200);
};

const planView = async (id: number) =>
  (await json(await call('GET', `/staff-api/catalog/plans/${id}`))) as CatalogPlanView;
const promotionView = async (id: number) =>
  (await json(await call('GET', `/staff-api/catalog/promotions/${id}`))) as CatalogPromotionView;

const fieldsOf = <T extends { id: number }>({ id: _id, ...fields }: T) => fields;

/** Saves a change to a live plan into a new draft, and answers the draft. */
async function draftPlan(id: number, change: Partial<PlanEntry>): Promise<DraftView> {
  const { entry } = await planView(id);
  const response = await call('PUT', `/staff-api/catalog/drafts/plans/${id}`, {
    ...fieldsOf(entry),
    ...change,
  });
  expect(response.status).toBe(200);
  return (await json(response)) as DraftView;
}

const draftCount = async () =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_drafts`,
    )
  )[0]!.n;

/** The price the storefront's program pages show a program at (the organisation API). */
const storefrontPrice = async (programId: number) =>
  (
    (await json(await server.request('/organization-api/institutions/degree-programs'))) as {
      id: number;
      price: number;
      periodicity: string | null;
    }[]
  ).find((p) => p.id === programId);

/** What a learner's order, running plan and receipt say. */
async function learnerRecord(learner: { token: string; orderId: string }) {
  const order = await json(
    await server.request('/ledger-api/orders/degreeprogram', asUser(learner.token)),
  );
  const plan = await json(
    await server.request('/ledger-api/subscriptions/current', asUser(learner.token)),
  );
  const pdf = await server.request(
    `/ledger-api/orders/${learner.orderId}/pdf`,
    asUser(learner.token),
  );
  const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
  return { total: order.total, amount: plan.amount, periodicity: plan.periodicity, receipt: text };
}

describe('payment plans', () => {
  it('come from the seed as version 1, and export as payment-plans.json', async () => {
    const { entry, history } = await planView(HCAC_PLAN);
    expect(entry).toEqual({
      id: HCAC_PLAN,
      program: 'NOC-HCAC',
      name: 'Monthly plan',
      priceCents: PROGRAM_PRICE,
      periodicity: 'MONT',
    });
    expect(history).toEqual([
      expect.objectContaining({ source: 'seed', created: true, publishedBy: null }),
    ]);
    const download = await call('GET', '/staff-api/catalog/file?name=payment-plans.json');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="payment-plans.json"',
    );
    expect(JSON.parse(await download.text())).toEqual(paymentPlanEntries(PROGRAMS));
  });

  it.each([
    ['a price of -1', { priceCents: -1 }, 'priceCents', 'validation.priceCents'],
    ['a price in dollars', { priceCents: 69.45 }, 'priceCents', 'validation.priceCents'],
    ['a program the catalog lacks', { program: 'ZZZ-999' }, 'program', 'validation.unknownProgram'],
    [
      'a period not on the list',
      { periodicity: 'MONTHLY' },
      'periodicity',
      'validation.periodicity',
    ],
    [
      'a program that has a plan already',
      { program: 'NOC-AAGS' },
      'program',
      'validation.duplicatePlan',
    ],
  ])('refuses %s, naming the field, and saves nothing', async (_, change, field, code) => {
    const before = await draftCount();
    const { entry } = await planView(HCAC_PLAN);
    const response = await call('PUT', `/staff-api/catalog/drafts/plans/${HCAC_PLAN}`, {
      ...fieldsOf(entry),
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
    expect(await draftCount()).toBe(before);
  });

  it('refuses a second plan of a program, naming both', async () => {
    const response = await call('POST', '/staff-api/catalog/drafts/plans', {
      program: 'NOC-HCAC',
      name: 'Yearly plan',
      priceCents: 79_900,
      periodicity: 'YEAR',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual([
      expect.objectContaining({
        field: `plans.${HCAC_PLAN}.program`,
        code: 'validation.duplicatePlan',
      }),
      expect.objectContaining({ field: 'program', code: 'validation.duplicatePlan' }),
    ]);
  });

  it('refuses a new enrolment code for a program its plan still names, naming the plan', async () => {
    const program = PROGRAMS.find((p) => p.id === PROGRAM_ID)!;
    const response = await call('PUT', `/staff-api/catalog/drafts/programs/${PROGRAM_ID}`, {
      ...fieldsOf(program),
      enrollmentCode: 'NOC-HCAC-2',
    });
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: `plans.${HCAC_PLAN}.program`,
          code: 'validation.unknownProgram',
        }),
      ]),
    );
  });

  it('sells a new program on a new plan published with it, enrolled in by card at the plan’s price', async () => {
    const program = await call('POST', '/staff-api/catalog/drafts/programs', {
      name: 'Bachelor of Data Science',
      enrollmentCode: 'PSC-BSDS',
      schoolId: 4,
      description: 'Statistics, programming and data.',
      priceCents: 45_900,
      courses: ['ORI001', 'CSC110', 'CSC120'],
    });
    expect(program.status).toBe(200);
    const drafted = (await json(program)) as DraftView;
    const programId = drafted.entries[0]!.id;
    const plan = await call('POST', `/staff-api/catalog/drafts/plans?draft=${drafted.id}`, {
      program: 'PSC-BSDS',
      name: 'Monthly plan',
      priceCents: 38_500,
      periodicity: 'MONT',
    });
    expect(plan.status).toBe(200);
    const draft = (await json(plan)) as DraftView;
    const planEntry = draft.entries.find((e) => e.kind === 'plan')!;
    expect(planEntry).toMatchObject({ label: 'PSC-BSDS Monthly plan', created: true });
    expect(planEntry.id).toBeGreaterThan(100);
    expect(draft.problems).toEqual([]);

    // The plan's preview is its program's page, at the plan's price.
    const preview = (await json(
      await call('GET', `/staff-api/catalog/drafts/${draft.id}/plans/${planEntry.id}/preview`),
    )) as ProgramPreview;
    expect(preview.program).toMatchObject({
      id: programId,
      name: 'Bachelor of Data Science',
      price: 38_500,
      periodicity: 'MONT',
    });

    await publish(draft.id, 'A new program');

    // A tenant's site offers it, and a learner there enrols by card.
    const admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
    const tenant = await json(await staffCall(server, admin, 'GET', '/staff-api/tenants/default'));
    const offered = await staffCall(server, admin, 'PUT', '/staff-api/tenants/default', {
      revision: tenant.revision,
      changes: { programs: [...(tenant.config.programs as string[]), 'PSC-BSDS'] },
      reason: 'The new data science program',
    });
    expect(offered.status).toBe(200);
    expect(await storefrontPrice(programId)).toMatchObject({ price: 38_500, periodicity: 'MONT' });
    const learner = await learnerWithOrder(server, { degreeProgramId: programId });
    expect(learner.order.total).toBe(38_500);
    expect((await payByCard(server, learner)).status).toBe(200);
    expect(await learnerRecord(learner)).toMatchObject({
      total: 38_500,
      amount: 38_500,
      periodicity: 'MONT',
    });
  });

  it('publishes a new price new orders pay, while orders placed and plans running keep theirs; undone by a version', async () => {
    const paying = await learnerWithOrder(server);
    expect((await payByCard(server, paying)).status).toBe(200);
    const placed = await learnerWithOrder(server);
    const before = await learnerRecord(paying);
    expect(before).toMatchObject({ total: PROGRAM_PRICE, amount: PROGRAM_PRICE });
    expect(placed.order.total).toBe(PROGRAM_PRICE);

    const draft = await draftPlan(HCAC_PLAN, { priceCents: 7_945 });
    expect(draft.entries).toEqual([
      expect.objectContaining({
        kind: 'plan',
        label: 'NOC-HCAC Monthly plan',
        fields: [{ field: 'priceCents', before: PROGRAM_PRICE, after: 7_945 }],
      }),
    ]);
    await publish(draft.id, 'Tuition 2027');
    expect(await storefrontPrice(PROGRAM_ID)).toMatchObject({ price: 7_945 });

    // The paying learner's order, receipt and plan are as they were.
    expect(await learnerRecord(paying)).toEqual(before);
    // The order placed before costs what it did when it is paid after.
    expect(
      (await json(await server.request('/ledger-api/orders/degreeprogram', asUser(placed.token))))
        .total,
    ).toBe(PROGRAM_PRICE);
    expect((await payByCard(server, placed)).status).toBe(200);
    expect(await learnerRecord(placed)).toMatchObject({
      total: PROGRAM_PRICE,
      amount: PROGRAM_PRICE,
    });
    // A new order costs the new price, and so does its plan.
    const next = await learnerWithOrder(server);
    expect(next.order.total).toBe(7_945);
    expect((await payByCard(server, next)).status).toBe(200);
    expect(await learnerRecord(next)).toMatchObject({ total: 7_945, amount: 7_945 });

    const { history } = await planView(HCAC_PLAN);
    const undo = await call('POST', `/staff-api/catalog/plans/${HCAC_PLAN}/undo`, {
      version: history[0]!.version,
      reason: 'Back to the old tuition',
    });
    expect(undo.status).toBe(200);
    const undone = (await json(undo)) as CatalogPlanView;
    expect(undone.entry.priceCents).toBe(PROGRAM_PRICE);
    expect(undone.history[0]).toMatchObject({ source: 'undo', undoes: history[0]!.version });
    expect(await storefrontPrice(PROGRAM_ID)).toMatchObject({ price: PROGRAM_PRICE });

    // A month on, the running plans are charged what each learner started on.
    const [due] = await queryRows<{ next_payment_at: string }>(
      server.database.db,
      sql`select next_payment_at from subscriptions where order_id = ${next.orderId}`,
    );
    server.clock.set(new Date(due!.next_payment_at));
    await billOnce(server);
    const charged = await queryRows<{ order_id: string; amount_cents: number }>(
      server.database.db,
      sql`select s.order_id, c.amount_cents from subscription_charges c
          join subscriptions s on s.id = c.subscription_id
          where s.order_id in (${paying.orderId}, ${placed.orderId}, ${next.orderId})
          order by c.amount_cents`,
    );
    expect(charged).toEqual([
      { order_id: expect.any(String), amount_cents: PROGRAM_PRICE },
      { order_id: expect.any(String), amount_cents: PROGRAM_PRICE },
      { order_id: next.orderId, amount_cents: 7_945 },
    ]);
    editor = await signedInDemoStaff(server, 'catalog@staff.demo.test');
  });
});

describe('promotions', () => {
  it('come from the seed as version 1, and export as promotions.json', async () => {
    const { entry, history } = await promotionView(SAVE10MONTHLY);
    expect(entry).toEqual(PROMOTIONS.find((p) => p.id === SAVE10MONTHLY));
    expect(history).toEqual([expect.objectContaining({ source: 'seed', created: true })]);
    const download = await call('GET', '/staff-api/catalog/file?name=promotions.json');
    expect(JSON.parse(await download.text())).toEqual(PROMOTIONS);
  });

  const SAVE20 = PROMOTIONS.find((p) => p.code === 'SAVE20')!;
  const DEFER30 = PROMOTIONS.find((p) => p.code === 'DEFER30')!;
  it.each([
    ['a lower-case code', SAVE20, { code: 'save20' }, 'code', 'validation.promotionCode'],
    ['a kind not on the list', SAVE20, { kind: 'FREE' }, 'kind', 'validation.promotionKind'],
    ['0 percent off', SAVE20, { percentOff: 0 }, 'percentOff', 'validation.percentOff'],
    ['101 percent off', SAVE20, { percentOff: 101 }, 'percentOff', 'validation.percentOff'],
    [
      'a discount of no percentage',
      SAVE20,
      { percentOff: null },
      'percentOff',
      'validation.percentOff',
    ],
    [
      'a discount with a deferral',
      SAVE20,
      { deferredDays: 30 },
      'deferredDays',
      'validation.notForPromotionKind',
    ],
    [
      'a deferral of no days',
      DEFER30,
      { deferredDays: null },
      'deferredDays',
      'validation.deferredDays',
    ],
    [
      'a deferral with a percentage',
      DEFER30,
      { percentOff: 10 },
      'percentOff',
      'validation.notForPromotionKind',
    ],
    [
      'another promotion’s code',
      SAVE20,
      { code: 'DEFER30' },
      'code',
      'validation.duplicatePromotionCode',
    ],
  ] as [string, PromotionEntry, Record<string, unknown>, string, string][])(
    'refuses %s, naming the field, and saves nothing',
    async (_, promotion, change, field, code) => {
      const before = await draftCount();
      const response = await call('PUT', `/staff-api/catalog/drafts/promotions/${promotion.id}`, {
        ...fieldsOf(promotion),
        ...change,
      });
      expect(response.status).toBe(400);
      expect((await json(response)).fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, code })]),
      );
      expect(await draftCount()).toBe(before);
    },
  );

  it('publishes a new discount new payments get, while orders paid or priced with the old one keep it; undone by a version', async () => {
    const learner = await learnerWithOrder(server);
    const paid = await payByCard(server, learner, { card: { promoCode: 'save10monthly' } });
    expect(paid.status).toBe(200);
    const before = await learnerRecord(learner);
    // 10 % off $69.45, today and every month.
    expect(before).toMatchObject({ total: 6_251, amount: 6_251 });
    expect(before.receipt).toContain('Promotion SAVE10MONTHLY');
    // Another learner's bank transfer is priced with the code before the change, and paid after.
    const byBank = await learnerWithOrder(server);
    const transfer = await sendJson(server, '/ledger-api/payment/token/ach', {
      token: byBank.token,
      method: 'POST',
      body: { ...bankBilling(byBank.orderId), promoCode: 'SAVE10MONTHLY' },
    });
    const tokenized = await json(transfer);
    expect(tokenized).toMatchObject({ amount: 6_251 });

    const promotion = PROMOTIONS.find((p) => p.id === SAVE10MONTHLY)!;
    const response = await call('PUT', `/staff-api/catalog/drafts/promotions/${SAVE10MONTHLY}`, {
      ...fieldsOf(promotion),
      percentOff: 50,
    });
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    expect(draft.entries).toEqual([
      expect.objectContaining({
        kind: 'promotion',
        label: 'SAVE10MONTHLY',
        fields: [{ field: 'percentOff', before: 10, after: 50 }],
      }),
    ]);
    await publish(draft.id, 'Spring offer');

    expect(await learnerRecord(learner)).toEqual(before);
    const details = await sendJson(server, `/ledger-api/paymentAsync/${tokenized.secureTokenId}`, {
      token: byBank.token,
      method: 'POST',
      body: {
        routingNumber: SANDBOX_BANK_ACCOUNTS.routingNumber,
        accountNumber: SANDBOX_BANK_ACCOUNTS.settles,
      },
    });
    expect(details.status).toBe(200);
    expect(await learnerRecord(byBank)).toMatchObject({ total: 6_251, amount: 6_251 });
    const another = await learnerWithOrder(server);
    const terms = await json(
      await server.request(
        '/ledger-api/payment/plan/details?promoCode=SAVE10MONTHLY',
        asUser(another.token),
      ),
    );
    expect(terms).toMatchObject({ chargedToday: 3_473, pricePerPeriod: 3_473 });

    const { history } = await promotionView(SAVE10MONTHLY);
    const undo = await call('POST', `/staff-api/catalog/promotions/${SAVE10MONTHLY}/undo`, {
      version: history[0]!.version,
      reason: 'The offer ended',
    });
    expect(undo.status).toBe(200);
    expect(((await json(undo)) as CatalogPromotionView).entry.percentOff).toBe(10);
  });

  it('takes a new promotion with an id of its own, which a learner then names by its code', async () => {
    const response = await call('POST', '/staff-api/catalog/drafts/promotions', {
      code: 'SPRING-2027',
      kind: 'DEFERRED_PAYMENT',
      percentOff: null,
      deferredDays: 14,
    });
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    expect(draft.entries[0]!.id).toBeGreaterThan(100);
    const learner = await learnerWithOrder(server);
    const lookUp = () =>
      server.request('/organization-api/promotions/spring-2027', asUser(learner.token));
    expect((await lookUp()).status).toBe(404);
    await publish(draft.id, 'Spring term');
    expect(await json(await lookUp())).toEqual({
      code: 'SPRING-2027',
      kind: 'DEFERRED_PAYMENT',
      percentOff: null,
      deferredDays: 14,
    });
  });
});
