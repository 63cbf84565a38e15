// The accessibility sweep (docs/accessibility/sweep.md): every route of docs/product/screens-and-routes.md on
// the default tenant, a set of pages per tenant chosen from its config, and the signed-in states a
// student meets, each at 320 and 1280 CSS px, checked by axe-core (WCAG 2.0-2.2 A/AA), IBM's
// checker engine (WCAG 2.2), for reflow and for text spacing (docs/accessibility/sweep.md). A
// tenant's page that is offered in Spanish too is checked in both languages, Spanish at 320 px
// and English at 1280 px, and its Spanish for English sentences (docs/languages.md "What is
// checked").
import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstEnrolmentStep } from '@portal/domain/enrollment/first-step';
import { languagePrefix, offeredLanguages, type Language } from '@portal/domain/i18n/languages';
import { signInAsDemo } from './support/account-pages';
import {
  fillBankTransfer,
  newLearner,
  PAY_BUTTON,
  payButtonIn,
  payByCard,
  reachPaymentStep,
  type Learner,
} from './support/enrolment';
import { englishIn, ENGLISH_MESSAGES, textsOf } from './support/english-sentences';
import { settled } from './support/layout-checks';
import { wordsIn, wordsOf, type Words } from './support/messages';
import { checkPage, WIDTHS, type Checks } from './support/page-checks';
import { portalAndBrowser } from './support/portal-and-browser';
import { signInAsStaff } from './support/staff';
import {
  catalogPaths,
  configOf,
  programPath,
  publicContentPaths,
  tenantIds,
} from './support/tenants';

/** One page in one state. */
interface Visit {
  label: string;
  path: string;
  /** Brings the loaded page into the state to check: a menu open, a form sent, a tab chosen. */
  then?: (page: Page, width: number) => Promise<void>;
  /** The widths to check it at: both unless said. */
  widths?: readonly number[];
  /** What to check: everything unless said. */
  checks?: Checks;
  /**
   * A public page as a visitor or a crawler first gets it: it answers 200 with a heading of its
   * own and a title no other such page has, and logs no error while it is swept.
   */
  publicPage?: true;
  /** A page only ever in English (the staff console's), even where the tenant offers Spanish. */
  englishOnly?: boolean;
}

/** One check of a visit: its address in a language, at a width. */
interface Pass {
  language: Language;
  width: number;
}

/**
 * How a visit is checked. A page that the tenant offers in Spanish too and that is checked at
 * both widths is checked once in each language instead of twice in English: in Spanish at the
 * narrow width, where its longer words are the likelier to break the layout, and in English at
 * the wide one. So both languages are swept for the cost of one more page load, not of a second
 * sweep.
 */
function passesOf(visit: Visit, tenant: string): Pass[] {
  const widths = visit.widths ?? WIDTHS;
  const offered = offeredLanguages(configOf(tenant));
  if (visit.englishOnly || !offered.includes('es') || widths.length < 2) {
    return widths.map((width) => ({ language: 'en', width }));
  }
  return [
    { language: 'es', width: Math.min(...widths) },
    { language: 'en', width: Math.max(...widths) },
  ];
}

/** A page's address in a language on the tenant's site (docs/languages.md "Addresses"). */
const addressIn = (tenant: string, language: Language, path: string) =>
  `${languagePrefix(language, offeredLanguages(configOf(tenant)))}${path}`;

/** The titles of the public pages swept, with the pages that have each (WCAG 2.4.2). */
const publicTitles = new Map<string, string[]>();

const running = portalAndBrowser();
const contexts: BrowserContext[] = [];
const left = new Set<string>();
let checked = 0;
let catalog: string[];

beforeAll(async () => {
  catalog = await catalogPaths(running.portal);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  // The bench (bench/a11y-sweep.mjs) reads how many page checks the run made.
  if (process.env.SWEEP_COUNT_FILE) {
    writeFileSync(process.env.SWEEP_COUNT_FILE, JSON.stringify({ checked }));
  }
  if (left.size > 0) console.info(`Lower-impact findings left:\n${[...left].join('\n')}`);
});

/**
 * A context of its own; the engines are evaluated into its pages, so CSP is bypassed. Its pages
 * wait up to a minute: several of them work at once beside the portal, each slower than alone.
 */
async function newContext(): Promise<BrowserContext> {
  const context = await running.browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  context.setDefaultTimeout(60_000);
  contexts.push(context);
  return context;
}

async function signedIn(tenant: string, email: string): Promise<BrowserContext> {
  const context = await newContext();
  const page = await context.newPage();
  await signInAsDemo(page, running.portal.url(tenant, '/login'), email);
  await page.close();
  return context;
}

// Where the console keeps its session: in the tab (sessionStorage), so each new page of a
// context would start signed out (apps/web/src/features/staff-console/sign-in/staff-session.ts).
const STAFF_SESSION_KEY = 'staff-console-session';

/** A context whose every page has `email`'s staff session (a demo staff account). */
async function staffSignedIn(email: string): Promise<BrowserContext> {
  const context = await newContext();
  const page = await context.newPage();
  await signInAsStaff(page, running.portal, email);
  const session = await page.evaluate((key) => sessionStorage.getItem(key), STAFF_SESSION_KEY);
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [STAFF_SESSION_KEY, session!] as const,
  );
  await page.close();
  return context;
}

/**
 * A new learner, signed up from the home page to the payment step with an order to pay (the demo
 * `new@` has none yet: its payment step asks for the program) and, given `pay`, through paying.
 */
async function signedUp(pay?: (page: Page, learner: Learner) => Promise<void>) {
  const context = await newContext();
  const page = await context.newPage();
  const learner = newLearner('Noor');
  await reachPaymentStep(page, running.portal, learner);
  // The step has made the order once its button shows: a page of this context opened before
  // then would find no order and ask for the program again.
  await page.getByRole('button', { name: PAY_BUTTON }).waitFor();
  if (pay) {
    await pay(page, learner);
    await page.waitForURL(/\/enrollment\/payment\/review\/success$/);
  }
  await page.close();
  return { context, learner };
}

/** Pages checked at once: the engines are single-threaded in each page, the machine has two cores. */
const LANES = 2;

/**
 * Every visit at both widths (passesOf), shared out among `lanes` pages of the context; the
 * failures of all of them, one line each. A page as it loads is checked at one width, then resized
 * (as a reader zooming does) and checked at the other, without loading it again, or loaded in the
 * other language; a visit that brings the page into a state (`then`) loads it for each pass, as
 * the state may depend on the width (a menu that only small screens have). Visits that change the
 * account's state (a payment tried) take one lane, so that no two of them work on the same order
 * at once.
 */
async function sweep(
  context: BrowserContext,
  tenant: string,
  visits: Visit[],
  lanes = LANES,
): Promise<string[]> {
  const work = visits.flatMap((visit): { visit: Visit; passes: Pass[] }[] => {
    const passes = passesOf(visit, tenant);
    return visit.then ? passes.map((pass) => ({ visit, passes: [pass] })) : [{ visit, passes }];
  });
  const failures: string[] = [];
  const lane = async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (let next = work.shift(); next; next = work.shift()) {
      const { visit, passes } = next;
      errors.length = 0;
      for (const [index, { language, width }] of passes.entries()) {
        await page.setViewportSize({ width, height: 800 });
        const path = addressIn(tenant, language, visit.path);
        if (index === 0 || language !== passes[index - 1]!.language) {
          const response = await page.goto(running.portal.url(tenant, path));
          const heading = page.locator('h1').first();
          await heading.waitFor();
          if (visit.publicPage) {
            const status = response?.status();
            const text = (await heading.textContent())?.trim() ?? '';
            if (status !== 200) failures.push(`${tenant} ${path}: HTTP ${status}`);
            if (!text || text === wordsIn(language)('common:notFound.heading'))
              failures.push(`${tenant} ${path}: heading "${text}"`);
            // Unique among the pages of one language: a page and its Spanish address may share
            // a title that is the tenant's or the catalog's own English words.
            const title = `${language}: ${await page.title()}`;
            publicTitles.set(title, [...(publicTitles.get(title) ?? []), path]);
          }
          try {
            await visit.then?.(page, width);
          } catch (error) {
            // What the page shows instead says more than the locator that waited for it.
            const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
            throw new Error(
              `${tenant} ${visit.label} (${language}) @${width}: ${(error as Error).message}\nThe page shows: ${shown.slice(0, 400)}`,
            );
          }
        } else {
          await settled(page);
        }
        const where = `${tenant} ${visit.label} (${language}) @${width}`;
        const report = await checkPage(page, where, width, visit.checks);
        failures.push(...report.failures);
        for (const line of report.left) left.add(line);
        if (language !== 'en') {
          for (const found of englishIn(await textsOf(page), ENGLISH_MESSAGES)) {
            failures.push(`${where}: English ${found}`);
          }
        }
        checked += 1;
      }
      if (visit.publicPage && errors.length > 0) {
        failures.push(`${tenant} ${visit.path}: console ${errors.join(' | ')}`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failures.sort();
}

/** Several sweeps one after the other (each already keeps both cores busy). */
async function sweepEach(
  runs: [BrowserContext, string, Visit[], lanes?: number][],
): Promise<string[]> {
  const failures: string[] = [];
  for (const run of runs) failures.push(...(await sweep(...run)));
  return failures;
}

const page = (path: string, label = path): Visit => ({ path, label });

// Generous: a part takes a minute or two on a quiet machine, several times that on a shared one.
const SWEEP_TIMEOUT = 1_500_000;

describe('the default tenant, as a visitor', () => {
  it(
    'has no finding on any public, auth, enrolment or not-found route',
    async () => {
      const publicPage = (path: string, label = path): Visit => ({
        ...page(path, label),
        publicPage: true,
      });
      const visits = [
        publicPage('/', 'home'),
        publicPage('/login'),
        page('/auth/password-forgotten'),
        page('/auth/password-reset/no-such-code', 'password reset with an unknown code'),
        page(firstEnrolmentStep('paid-preselected'), 'program picker'),
        publicPage(await programPath(running.portal, 'default'), 'program page'),
        ...catalog.map((path) => publicPage(path)),
        ...publicContentPaths('default').map((path) => publicPage(path)),
        page('/no-such-page', 'not found'),
        { ...page('/staff', 'staff sign-in'), englishOnly: true },
      ];
      expect(await sweep(await newContext(), 'default', visits)).toEqual([]);
      // Each public page has a title of its own: /paca and the help center's PACA article once
      // shared one.
      const shared = [...publicTitles].filter(([, paths]) => paths.length > 1);
      expect(shared.map(([title, paths]) => `title "${title}" on ${paths.join(', ')}`)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});

describe.each(tenantIds())('tenant %s', (tenant) => {
  it(
    'has no finding on the pages its theme, onboarding mode and templates shape',
    async () => {
      const config = configOf(tenant);
      const [content] = publicContentPaths(tenant).filter((p) => p.startsWith('/help-center/'));
      // A tenant's theme, logo and help articles are its own; its layouts are the default
      // tenant's except the home template and the first enrolment step. So those two are checked
      // at both widths (the header with the tenant's logo reflowing at 320 px among them) and its
      // first help article at 1280 px, with everything; the pages the default tenant's sweep
      // checks with everything on the same template, at 1280 px for the theme's colours only.
      const themed = (path: string, label: string): Visit => ({
        ...page(path, label),
        widths: [1280],
        checks: 'colours',
      });
      const visits = [
        page('/', `home (${config.pages.home})`),
        page(firstEnrolmentStep(config.enrollmentType), `first step (${config.enrollmentType})`),
        themed('/login', '/login'),
        themed(catalog[1]!, 'catalog'),
        themed(catalog[3]!, 'course page'),
        { ...page(content!, 'help article'), widths: [1280] },
      ];
      expect(await sweep(await newContext(), tenant, visits)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});

/** Opens the user menu in the header. */
const openUserMenu = async (page: Page) => {
  await page.locator('.user-menu__trigger').click();
  await page.getByRole('menu').waitFor();
};

/** Opens the hamburger menu where the page has one (small screens, account pages). */
const openHamburger = async (page: Page) => {
  const t = await wordsOf(page);
  const button = page.getByRole('button', { name: t('shell:header.openMenu') });
  if (!(await button.isVisible())) return;
  await button.click();
  await page.getByRole('dialog', { name: t('shell:header.menuTitle') }).waitFor();
};

/**
 * The dashboard's tabs, one per course status of docs/product/entities.md in the dashboard's order
 * (`statuses@` has a course in each).
 */
const STATUS_TABS = [
  'ENABLED',
  'NEW',
  'GATED',
  'ENROLLMENT_POSTPONED',
  'EXPIRED',
  'WAIVED',
  'PRIOR_CREDIT',
  'DISABLED',
];

/** Chooses the dashboard's tab of course status `status` and waits for its panel. */
const chooseTab = (status: string) => async (page: Page) => {
  const name = (await wordsOf(page))(`courses:status.${status}`);
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await tab.click();
  await page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
  await page.getByRole('tabpanel').waitFor();
};

/**
 * From the payment step, through the sandbox PayPal (whose page is English), to the catalogue's
 * message `code` the portal shows on the return.
 */
const payPalThen = (button: string, code: string) => async (page: Page) => {
  const t = await wordsOf(page);
  await page.getByRole('radio', { name: t('payments:method.PAYPAL') }).check();
  await page.getByRole('button', { name: t('enrollment:paypal.continue') }).click();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/payment\/(cancel|return)\?token=/);
  await page
    .getByRole('alert')
    .filter({ hasText: t(`domain:errors.${code}`) })
    .waitFor();
};

/** Waits for `text` (an empty state's words, say) on the page. */
const shows = (text: string) => async (page: Page) => page.getByText(text).first().waitFor();

/** Sends a form as it stands and waits for its errors; `button` names its button in the page's words. */
const sendEmpty = (button: (t: Words) => string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button(await wordsOf(page)) }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
};

describe('signed-in states of the default tenant', () => {
  it(
    'has no finding in the account area of an enrolled student',
    async () => {
      const visits: Visit[] = [
        page('/account/dashboard', 'dashboard'),
        {
          path: '/account/dashboard',
          label: 'dashboard, last status tab',
          then: async (p) => p.getByRole('tab').last().click(),
        },
        { path: '/account/dashboard', label: 'dashboard, user menu open', then: openUserMenu },
        { path: '/account/dashboard', label: 'dashboard, menu open', then: openHamburger },
        page('/account/billing-preferences', 'billing with a plan and history'),
        {
          path: '/account/billing-preferences',
          label: 'order details',
          then: async (p) => {
            const t = await wordsOf(p);
            await p
              .getByRole('table', { name: t('billing:history.heading') })
              .getByRole('link')
              .first()
              .click();
            await p.waitForURL(/\/account\/order\//);
            await p.locator('h1').first().waitFor();
          },
        },
        page('/account/account-settings', 'account settings'),
        {
          path: '/account/account-settings',
          label: 'account settings, feedback sent',
          then: async (p) => {
            const t = await wordsOf(p);
            await p.getByLabel(t('account:feedback.ratings.5')).check();
            await p.getByLabel(t('account:feedback.message')).fill('Clear pages.');
            await p.getByRole('button', { name: t('account:feedback.submit') }).click();
            await p.getByRole('status').getByText(t('account:feedback.sent')).waitFor();
          },
        },
        {
          path: '/account/account-settings',
          label: 'account settings, invalid details',
          then: async (p) => {
            const phone = p.getByLabel((await wordsOf(p))('onboarding:profile.phone'));
            await phone.fill('555');
            await phone.press('Enter');
            await p.locator('[aria-invalid="true"]').first().waitFor();
          },
        },
        page('/account/transcripts', 'transcripts'),
        page('/account/manage-courses', 'manage courses'),
        page('/help-center/support-request', 'support request'),
        page('/help-center/well-connect'),
        page('/help-center/financial-avenue'),
      ];
      const context = await signedIn('default', 'student@demo.test');
      expect(await sweep(context, 'default', visits)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'has no finding on the dashboard with a course in each status, each tab open',
    async () => {
      const visits = STATUS_TABS.map((name): Visit => ({
        path: '/account/dashboard',
        label: `dashboard, ${name} tab`,
        then: chooseTab(name),
      }));
      const context = await signedIn('default', 'statuses@demo.test');
      expect(await sweep(context, 'default', visits)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'has no finding on billing with a debt, or with a policy to agree to',
    async () => {
      const [overdue, policy] = await Promise.all([
        signedIn('default', 'overdue@demo.test'),
        signedIn('default', 'policy@demo.test'),
      ]);
      const failures = await sweepEach([
        [overdue, 'default', [page('/account/billing-preferences', 'billing with a debt')]],
        [
          policy,
          'default',
          [
            {
              path: '/account/account-settings',
              label: 'account settings, policy dialog open',
              then: async (p) => p.getByRole('alertdialog').waitFor(),
            },
          ],
        ],
      ]);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'has no finding at any enrolment step, its errors included',
    async () => {
      const [fresh, paying, paid, profiled] = await Promise.all([
        signedIn('default', 'new@demo.test'),
        signedUp(),
        signedIn('default', 'paid@demo.test'),
        signedIn('default', 'profiled@demo.test'),
      ]);
      const failures = await sweepEach([
        [
          await newContext(),
          'default',
          [
            page('/enrollment/account', 'account step'),
            {
              path: '/enrollment/account',
              label: 'account step, errors',
              then: sendEmpty((t) => t('auth:register.submit')),
            },
            {
              path: '/login',
              label: 'sign-in refused, toast',
              then: async (p) => {
                const t = await wordsOf(p);
                await p.getByLabel(t('auth:login.username')).fill('student@demo.test');
                await p
                  .getByLabel(t('auth:login.password'), { exact: true })
                  .fill('not the password');
                await p.getByRole('button', { name: t('auth:login.submit') }).click();
                await p.locator('.toast').first().waitFor();
              },
            },
          ],
        ],
        [fresh, 'default', [page('/enrollment/payment', 'payment step')]],
        [
          paying.context,
          'default',
          [
            page('/enrollment/payment', 'payment step, card form'),
            {
              path: '/enrollment/payment',
              label: 'payment step, card form errors',
              then: sendEmpty(payButtonIn),
            },
          ],
        ],
        // After the card form as it first shows: once declined, the step says the last one was.
        [
          paying.context,
          'default',
          [
            {
              path: '/enrollment/payment',
              label: 'payment step, card declined',
              then: async (p) => {
                await payByCard(p, '4000 0000 0000 0050', paying.learner);
                const declined = (await wordsOf(p))('domain:errors.CARD_INSUFFICIENT_FUNDS');
                await p.getByRole('alert').filter({ hasText: declined }).waitFor();
              },
            },
          ],
          1,
        ],
        [
          paid,
          'default',
          [
            page('/onboarding/profile', 'profile step'),
            {
              path: '/onboarding/profile',
              label: 'profile step, errors',
              then: sendEmpty((t) => t('onboarding:profile.submit')),
            },
          ],
        ],
        [profiled, 'default', [page('/onboarding/success', 'onboarding success')]],
      ]);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'has no finding where PayPal and a bank transfer bring the learner back',
    async () => {
      const [ordered, byPayPal, byBank] = await Promise.all([
        signedIn('default', 'ordered@demo.test'),
        signedUp(async (p) => {
          await p.getByRole('radio', { name: 'Pay with PayPal' }).check();
          await p.getByRole('button', { name: 'Continue to PayPal' }).click();
          await p.getByRole('button', { name: 'Approve payment' }).click();
        }),
        signedUp(async (p, learner) => {
          const pay = await fillBankTransfer(p, learner, {
            routing: '110000000',
            account: '000123456789',
          });
          await pay.click();
        }),
      ]);
      const confirmation = (label: string, heading: `${string}:${string}`): Visit => ({
        path: '/enrollment/payment/review/success',
        label,
        then: async (p) => p.getByRole('heading', { name: (await wordsOf(p))(heading) }).waitFor(),
      });
      const failures = await sweepEach([
        [
          ordered,
          'default',
          [
            {
              path: '/enrollment/payment',
              label: 'PayPal cancelled',
              then: payPalThen('Cancel and return', 'PAYMENT_CANCEL'),
            },
            {
              path: '/enrollment/payment',
              label: 'PayPal declined',
              then: payPalThen('Pay with a failing instrument', 'PAYMENT_DECLINED'),
            },
            page('/paymentAsync/error', 'bank transfer refused'),
          ],
          1,
        ],
        [
          byPayPal.context,
          'default',
          [confirmation('PayPal confirmation', 'enrollment:checkout.confirmation.heading')],
        ],
        [
          byBank.context,
          'default',
          [
            confirmation(
              'bank-transfer confirmation (pending)',
              'enrollment:checkout.pending.heading',
            ),
          ],
        ],
      ]);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});

describe('signed-in states of the other onboarding modes', () => {
  it(
    'has no finding at their steps and dashboards',
    async () => {
      const [selective, selectiveStudent, prepaid, prepaidStudent, assessment] = await Promise.all([
        signedIn('fhsu', 'selective@demo.test'),
        signedIn('fhsu', 'selective.student@demo.test'),
        signedIn('harborline', 'prepaid@demo.test'),
        signedIn('harborline', 'prepaid.student@demo.test'),
        signedIn('davita', 'assessment@demo.test'),
      ]);
      const failures = await sweepEach([
        [selective, 'fhsu', [page('/onboarding/courses', 'course selection')]],
        [
          selectiveStudent,
          'fhsu',
          [
            page('/account/dashboard', 'course-track dashboard'),
            {
              path: '/account/dashboard',
              label: 'challenge exam payment',
              then: async (p) => {
                await p
                  .getByRole('link', { name: /^Take a challenge exam for / })
                  .first()
                  .click();
                await p.waitForURL(/\/account\/challenge-exam\/payment\/\d+$/);
                await p.locator('h1').first().waitFor();
              },
            },
          ],
        ],
        [prepaid, 'harborline', [page('/enrollment/account', 'access-code step')]],
        [
          prepaidStudent,
          'harborline',
          [
            page('/account/dashboard', 'dashboard'),
            // Empty states: paid in full by an access code, so no payment yet; no transcript sent.
            {
              path: '/account/billing-preferences',
              label: 'billing, no payment yet',
              then: shows('There are no payments yet.'),
            },
            {
              path: '/account/transcripts',
              label: 'transcripts, none sent yet',
              then: shows('You have not sent a transcript yet.'),
            },
          ],
        ],
        [assessment, 'davita', [page('/assessment-account-creation', 'assessment step')]],
      ]);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});

describe('the staff console', () => {
  it(
    'has no finding on its pages, its tables, a record and its dialogs',
    async () => {
      const record = async (p: Page) => {
        await p.getByRole('link', { name: 'Sam Rivera' }).click();
        await p.getByRole('heading', { level: 1, name: 'Sam Rivera' }).waitFor();
      };
      const visits: Visit[] = [
        page('/staff', 'staff home'),
        {
          path: '/staff/students?q=Rivera',
          label: 'student search results',
          then: shows('Sam Rivera'),
        },
        { path: '/staff/students?q=student%40demo.test', label: 'student record', then: record },
        {
          path: '/staff/students?q=student%40demo.test',
          label: 'student record, action dialog open',
          then: async (p) => {
            await record(p);
            await p.getByRole('button', { name: 'End all sessions' }).click();
            await p.getByRole('alertdialog').waitFor();
          },
        },
        page('/staff/support', 'support inbox'),
        page('/staff/registrar', 'registrar, transcript requests'),
        page('/staff/registrar?queue=prior-credit', 'registrar, prior credit'),
        page('/staff/registrar?queue=exam-registrations', 'registrar, exam registrations'),
        page('/staff/registrar?queue=admissions', 'registrar, admissions reviews'),
        page('/staff/finance/disputes', 'finance, disputes'),
        page('/staff/finance/reconciliation', 'finance, reconciliation'),
        page('/staff/audit', 'audit log'),
        page('/staff/team', 'staff team'),
        {
          path: '/staff/team',
          label: 'staff team, add dialog open',
          then: async (p) => {
            await p.getByRole('button', { name: 'Add a staff member' }).click();
            await p.getByRole('alertdialog').waitFor();
          },
        },
        page('/staff/tenants', 'tenants'),
        {
          path: '/staff/tenants/fhsu',
          label: 'tenant editor, with a window scheduled',
          then: async (p) => {
            await p.getByRole('button', { name: 'Add a window' }).click();
            await p.getByRole('group', { name: 'Window 1' }).waitFor();
          },
        },
        page('/staff/tenants/fhsu/pages', "tenant's content pages"),
        {
          path: '/staff/tenants/fhsu/pages/home',
          label: 'home page editor, with its preview',
          then: async (p) => {
            await p.getByRole('figure', { name: /^Preview/ }).waitFor();
          },
        },
        {
          path: '/staff/tenants/fhsu/pages/home',
          label: "home page editor, return-to-the-default's dialog open",
          then: async (p) => {
            await p.getByRole('button', { name: "Return to the default tenant's page" }).click();
            await p.getByRole('alertdialog').waitFor();
          },
        },
        {
          path: '/staff/tenants/fhsu/pages/faq',
          label: 'content page editor, as JSON',
          then: shows('content/faq.json (JSON)'),
        },
        page('/staff/catalog', 'catalog'),
        page('/staff/catalog?page=2', 'catalog, the second page of courses'),
        page('/staff/catalog/categories/1', "catalog, a category's page"),
        page('/staff/catalog/exams/101001', "catalog, a challenge exam's page"),
        page('/staff/catalog/exams/101001/edit', 'catalog, the challenge-exam editor'),
        page('/staff/catalog/plans/6', "catalog, a payment plan's page"),
        page('/staff/catalog/plans/6/edit', 'catalog, the payment-plan editor'),
        page('/staff/catalog/promotions/1', "catalog, a promotion's page"),
        page('/staff/catalog/promotions/1/edit', 'catalog, the promotion editor'),
      ];
      const context = await staffSignedIn('admin@staff.demo.test');
      // The console is for staff, in English (docs/languages.md "Translations").
      const inEnglish = visits.map((visit): Visit => ({ ...visit, englishOnly: true }));
      expect(await sweep(context, 'default', inEnglish)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
