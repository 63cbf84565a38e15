// Steps the enrolment journeys share: the forms a learner fills in on the way to the dashboard.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { seriousViolations } from './axe';
import { wordsIn, wordsOf, type Words } from './messages';
import { portalAndBrowser } from './portal-and-browser';
import type { PortalServer } from './portal-server';

export interface Learner {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let serial = 0;

/**
 * A learner no other journey uses (a data directory lives for one journey file), their email
 * made of their first name's English letters (José: jose).
 */
export function newLearner(firstName: string, lastName = 'Okafor'): Learner {
  serial += 1;
  const local = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return {
    firstName,
    lastName,
    email: `${local}.${serial}.${Date.now()}@example.com`,
    password: 'Enrol#2026x',
  };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** No serious or critical axe-core violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(
    violations.map((v) => `${pathOf(page)}: ${v.impact} ${v.id} (${v.help}) at ${v.targets[0]}`),
  ).toEqual([]);
}

/**
 * The steps below find each control by the name the page gives it in its own language (the
 * message files: support/messages.ts), so that the same steps walk the English and the Spanish
 * pages.
 *
 * How the learner works a form: with the pointer (Playwright's fill, check and click, the
 * default) or with the keyboard alone (support/keyboard.ts), through the same steps.
 */
export interface FormDriver {
  fill(field: Locator, text: string): Promise<void>;
  select(select: Locator, label: string): Promise<void>;
  check(choice: Locator): Promise<void>;
  /** Clicks, or presses Enter on, a button or link. */
  activate(control: Locator): Promise<void>;
}

export const pointer: FormDriver = {
  fill: (field, text) => field.fill(text),
  select: async (select, label) => {
    await select.selectOption({ label });
  },
  check: (choice) => choice.check(),
  activate: (control) => control.click(),
};

export async function createAccount(
  page: Page,
  learner: Learner,
  by: FormDriver = pointer,
): Promise<void> {
  const t = await wordsOf(page);
  await by.fill(page.getByLabel(t('auth:register.firstName')), learner.firstName);
  await by.fill(page.getByLabel(t('auth:register.lastName')), learner.lastName);
  await by.fill(page.getByLabel(t('auth:register.email')), learner.email);
  await by.fill(page.getByLabel(t('auth:register.password'), { exact: true }), learner.password);
  await by.activate(page.getByRole('button', { name: t('auth:register.submit') }));
}

export async function choose(page: Page, program: string, by: FormDriver = pointer): Promise<void> {
  const t = await wordsOf(page);
  await by.check(page.getByRole('radio', { name: new RegExp(escapeRegExp(program)) }));
  await by.activate(page.getByRole('button', { name: t('enrollment:program.continue') }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a card form's pay button says in a language: 'Pay $69.45', 'Start free trial', or the
 * exam's 'Pay now'.
 */
export function payButtonIn(t: Words): RegExp {
  const amount = '\u0000';
  const pay = escapeRegExp(t('enrollment:checkout.pay', { amount })).replace(
    amount,
    () => '\\$\\d[\\d,]*\\.\\d{2}',
  );
  const others = [t('enrollment:checkout.startTrial'), t('payments:card.pay')].map(escapeRegExp);
  return new RegExp(`^(${[pay, ...others].join('|')})$`);
}

export const PAY_BUTTON = payButtonIn(wordsIn('en'));

/** Fills the card form (any expiry in the future, a 3-digit code) and pays. */
export async function payByCard(
  page: Page,
  number: string,
  learner: Learner,
  button?: string | RegExp,
  by: FormDriver = pointer,
): Promise<void> {
  const t = await wordsOf(page);
  await by.fill(page.getByLabel(t('payments:card.firstName')), learner.firstName);
  await by.fill(page.getByLabel(t('payments:card.lastName')), learner.lastName);
  await by.fill(page.getByLabel(t('payments:card.number')), number);
  await by.fill(page.getByLabel(t('payments:card.expiry')), '12/2031');
  await by.fill(page.getByLabel(t('payments:card.cvv')), '123');
  await fillAddress(page, by);
  // At 320 px the order's toast can sit over the pay button for its 4 s, and a pointer resting on a
  // toast keeps it open (Radix pauses it): wait for it to go, as a learner would.
  await page.waitForFunction(() => !document.querySelector('li.toast'));
  await by.activate(page.getByRole('button', { name: button ?? payButtonIn(t) }));
}

async function fillAddress(page: Page, by: FormDriver): Promise<void> {
  const t = await wordsOf(page);
  await by.fill(page.getByLabel(t('common:address.address1')), '200 Harbor Way');
  await by.fill(page.getByLabel(t('common:address.city')), 'Hays');
  await by.fill(page.getByLabel(t('common:address.state')), 'KS');
  await by.fill(page.getByLabel(t('common:address.zipCode')), '67601');
}

/**
 * On the payment step, chooses the bank transfer and fills its form (the holder, the address, a
 * routing and an account number); answers its pay button, not yet pressed.
 */
export async function fillBankTransfer(
  page: Page,
  learner: Learner,
  numbers: { routing: string; account: string },
): Promise<Locator> {
  await page.getByRole('radio', { name: 'Pay with Bank Account (ACH)' }).check();
  const pay = page.getByRole('button', { name: 'Pay by bank transfer' });
  await pay.waitFor();
  await page.getByLabel('Account holder first name').fill(learner.firstName);
  await page.getByLabel('Account holder last name').fill(learner.lastName);
  await fillAddress(page, pointer);
  await page.getByLabel(/^Routing number/).fill(numbers.routing);
  await page.getByLabel(/^Account number/).fill(numbers.account);
  return pay;
}

/** A card the sandbox gateway approves. */
export const GOOD_CARD = { number: '4111 1111 1111 1111', shownAs: 'VISA ending in 1111' };

export interface ExpectedConfirmation {
  /** The program's name. */
  bought: string;
  /** As the page writes it: '$69.45', or '$0.00 today (free trial)'. */
  amount: string;
  /** The method as the page names it: 'VISA ending in 1111', 'PayPal', 'Bank account ending in 6789'. */
  paidWith: string;
  /** A bank transfer the bank has not confirmed yet: submitted and pending, not paid. */
  pending?: boolean;
}

/**
 * The confirmation after paying by any method (docs/checkout.md), at /enrollment/payment/review/success:
 * what was bought, the amount, the order number and the method, no serious axe violation, and a
 * receipt that downloads as a PDF. Stays on the page.
 */
export async function expectConfirmation(
  page: Page,
  expected: ExpectedConfirmation,
  by: FormDriver = pointer,
): Promise<void> {
  await page.waitForURL(/\/enrollment\/payment\/review\/success$/);
  const t = await wordsOf(page);
  const confirmation = (id: string) => t(`enrollment:checkout.confirmation.${id}`);
  const pending = (id: string) => t(`enrollment:checkout.pending.${id}`);
  await page
    .getByRole('heading', {
      name: expected.pending ? pending('heading') : confirmation('heading'),
    })
    .waitFor();
  const fact = (term: string) =>
    page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd').textContent();
  expect(await fact(confirmation('bought'))).toBe(expected.bought);
  expect(await fact(confirmation('amount'))).toBe(expected.amount);
  expect(await fact(confirmation('orderNumber'))).toMatch(/^[0-9a-f-]{36}$/);
  const paidWith = expected.pending ? pending('paidWith') : confirmation('paidWith');
  expect(await fact(paidWith)).toBe(expected.paidWith);
  expect(
    await page.getByRole('listitem').and(page.locator('[aria-current="step"]')).textContent(),
  ).toContain(t('payments:checkout.steps.profile'));
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    by.activate(page.getByRole('button', { name: confirmation('receipt') })),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-[0-9a-f]{8}\.pdf$/);
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString())),
  );
  expect(head).toBe('%PDF-');
}

/**
 * After paying, the confirmation (docs/checkout.md) at /enrollment/payment/review/success; its button
 * goes on to the profile.
 */
export async function continueFromConfirmation(page: Page): Promise<void> {
  await page.waitForURL(/\/enrollment\/payment\/review\/success$/);
  const t = await wordsOf(page);
  await page.getByRole('link', { name: t('enrollment:checkout.confirmation.continue') }).click();
  await page.waitForURL(/\/onboarding\/profile$/);
}

/** Fills the profile; `answers` are the tenant's onboarding questions by label. */
export async function completeProfile(
  page: Page,
  answers: Record<string, { select?: string; text?: string }>,
  phone = '(785) 555-0100',
  by: FormDriver = pointer,
): Promise<void> {
  const t = await wordsOf(page);
  await fillAddress(page, by);
  await by.fill(page.getByLabel(t('onboarding:profile.phone')), phone);
  // Typed into a date input, the digits go month, day, year (the browser's en-US order).
  await by.fill(
    page.getByLabel(t('onboarding:profile.dateOfBirth')),
    by === pointer ? '1994-03-15' : '03151994',
  );
  await by.fill(page.getByLabel(t('onboarding:profile.targetDate')), '06/2030');
  for (const [label, answer] of Object.entries(answers)) {
    if (answer.select) await by.select(page.getByLabel(label), answer.select);
    if (answer.text) await by.fill(page.getByLabel(label), answer.text);
  }
  await by.activate(page.getByRole('button', { name: t('onboarding:profile.submit') }));
}

/** The last step: start the orientation and land on the dashboard. */
export async function startOrientation(
  page: Page,
  learner: Learner,
  by: FormDriver = pointer,
): Promise<void> {
  const t = await wordsOf(page);
  await by.activate(page.getByRole('button', { name: t('onboarding:success.start') }));
  await page.waitForURL(/\/account\/dashboard$/);
  await page
    .getByRole('heading', { name: t('dashboard:heading', { firstName: learner.firstName }) })
    .waitFor();
}

export interface JourneyFixtures {
  portal: PortalServer;
  /** Lets axe run in the page: the portal's CSP rightly forbids that for anyone else. */
  context: BrowserContext;
  /** Another such context: a second learner with a session of their own. */
  newContext(): Promise<BrowserContext>;
}

/** A portal and a browser for one journey file, with a context axe may run in. */
export function journeyFixtures(env: Record<string, string> = {}): JourneyFixtures {
  const running = portalAndBrowser(env);
  const fixtures = {
    newContext: () => running.browser.newContext({ bypassCSP: true }),
  } as JourneyFixtures;
  beforeAll(async () => {
    fixtures.portal = running.portal;
    fixtures.context = await fixtures.newContext();
  });
  return fixtures;
}

/**
 * From the tenant's home page, "Enrol now" leads to the mode's first step (docs/product/screens-and-routes.md), which shows
 * its heading with no serious accessibility violation.
 */
export async function enrolFromHome(
  page: Page,
  home: string,
  step: { path: RegExp; heading: string },
): Promise<void> {
  await page.goto(home);
  const t = await wordsOf(page);
  await page
    .getByRole('link', { name: t('shell:header.enrolNow') })
    .first()
    .click();
  await page.waitForURL(step.path);
  await page.getByRole('heading', { name: step.heading }).waitFor();
  await expectAccessible(page);
}

/**
 * A new learner on the default tenant (paid-preselected) from the home page to the payment step:
 * the program picker, the certificate, a new account.
 */
export async function reachPaymentStep(
  page: Page,
  portal: { url(tenant: string, path: string): string },
  learner: Learner,
): Promise<void> {
  await enrolFromHome(page, portal.url('default', '/'), {
    path: /\/program$/,
    heading: 'Choose your program',
  });
  await choose(page, 'Healthcare Administration Certificate');
  await signUpToPay(page, learner);
}

/** From the account step of a paid mode, a new account and the payment step. */
export async function signUpToPay(page: Page, learner: Learner): Promise<void> {
  await page.waitForURL(/\/enrollment\/account$/);
  await createAccount(page, learner);
  await page.waitForURL(/\/enrollment\/payment$/);
}

/**
 * From the account step, a new learner pays `program` by card and sees the confirmation with
 * its receipt: the last leg of every paid journey that starts in the storefront.
 */
export async function payByCardToConfirmation(
  page: Page,
  learner: Learner,
  expected: { program: string; amount: string },
): Promise<void> {
  await signUpToPay(page, learner);
  await page.getByText(`You are enrolling in ${expected.program}.`).waitFor();
  await payByCard(page, GOOD_CARD.number, learner, `Pay ${expected.amount}`);
  await expectConfirmation(page, {
    bought: expected.program,
    amount: expected.amount,
    paidWith: GOOD_CARD.shownAs,
  });
}
