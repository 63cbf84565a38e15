import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Language, LANGUAGE_TAGS, LANGUAGES } from '@portal/domain/i18n/languages';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { courseworkNoticeText } from '../modules/transcripts/transcript-notices';
import { passwordRecoveryNotice } from '../modules/auth/request-password-recovery';
import { billingNoticeText, type NoticePayment } from '../modules/billing/billing-notices';
import type { SubscriptionRow } from '../ledger-records/subscription-queries';
import { loadTenants } from '../tenancy/load-tenants';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { readHtml, type HtmlElement } from '../test/read-html';
import { TENANTS_DIR } from '../test/test-server';
import { brandedMail, noticeSender, type Notice } from './branded-mail';
import { composeMail } from './queue-mail';

// docs/accessibility/README.md: every mail the portal sends is semantic HTML with a plain-text alternative that says
// the same, read here from the message as it leaves (multipart/alternative).

const at = new Date('2026-11-22T12:00:00Z');

const subscription: SubscriptionRow = {
  id: '5b0c3f8e-0000-4000-8000-000000000001',
  tenantId: 'default',
  userId: '5b0c3f8e-0000-4000-8000-000000000002',
  orderId: '5b0c3f8e-0000-4000-8000-000000000003',
  planName: 'NOC-HCAC Monthly plan',
  planEs: null,
  periodicity: 'MONTHLY',
  amountCents: 24_900,
  status: 'ACTIVE',
  anchorAt: at,
  anchorPeriod: 0,
  nextPeriod: 2,
  nextPaymentAt: new Date('2026-12-22T12:00:00Z'),
  failures: 0,
  debtCents: 24_900,
  paymentMethod: 'CREDIT_CARD',
  instrumentReference: 'sandbox-instrument',
  brand: 'VISA',
  lastFour: '1111',
  expiresOn: '2026-12',
  expiryWarnedFor: null,
  cancelReason: null,
  createdAt: at,
  updatedAt: at,
};

const charge = (status: string, errorCode: string | null = null): NoticePayment => ({
  id: '5b0c3f8e-0000-4000-8000-000000000004',
  status,
  amountCents: 24_900,
  errorCode,
  transactionId: 'SBX1A2B3C4D5',
  completedAt: at,
  createdAt: at,
  brand: 'VISA',
  lastFour: '1111',
});

/** Every learner's notice the portal words, in a language. */
const templatesIn = (language: Language): [string, Notice][] => {
  const reader = { language, firstName: 'Ada', tenantName: 'Crestline Learning' };
  return [
    ['password recovery', passwordRecoveryNotice(reader, 'c0de')],
    ...(
      [
        ['card payment', { kind: 'paid', subscription, charge: charge('PAID') }],
        ['bank transfer processing', { kind: 'paid', subscription, charge: charge('PROCESSING') }],
        [
          'declined',
          { kind: 'declined', subscription, charge: charge('DECLINED', 'CARD_DECLINED') },
        ],
        ['plan on hold', { kind: 'failed', subscription, charge: charge('DECLINED') }],
        ['card expiring', { kind: 'card-expiring', subscription }],
      ] as const
    ).map(([name, notice]): [string, Notice] => [
      `billing: ${name}`,
      billingNoticeText(notice, reader),
    ]),
    ...(['REQUESTED', 'SENT', 'RECEIVED', 'POSTED'] as const).map((status): [string, Notice] => [
      `transcript ${status}`,
      courseworkNoticeText(
        {
          kind: 'transcript',
          status,
          recipientName: 'Fort Hays State',
          courseNames: ['Statistics'],
        },
        reader,
        at,
      ),
    ]),
    [
      'prior credit granted',
      courseworkNoticeText({ kind: 'prior-credit-granted', courseName: 'Statistics' }, reader, at),
    ],
    [
      'admissions review requested',
      courseworkNoticeText(
        { kind: 'admissions-requested', courseNames: ['Statistics', 'Biology'] },
        reader,
        at,
      ),
    ],
  ];
};

const templates = LANGUAGES.flatMap((language) =>
  templatesIn(language).map(([name, notice]): [string, Language, Notice] => [
    `${language}: ${name}`,
    language,
    notice,
  ]),
);

let tenants: TenantRegistry;
let config: TenantConfig;
beforeAll(async () => {
  tenants = await loadTenants({ dir: TENANTS_DIR, publicUrl: 'https://portal.test' });
  config = tenants.get('default')!.config;
});

/** The mail as the learner's client receives it: its text part and its HTML part. */
async function received(notice: Notice, language: Language) {
  const mail = brandedMail(
    config,
    notice,
    (path) => tenants.siteUrl('default', path, language),
    language,
  );
  const built = await composeMail({
    tenantId: 'default',
    from: noticeSender(config),
    to: 'ada@example.test',
    subject: notice.subject,
    ...mail,
    now: at,
  });
  const parsed = await simpleParser(built.message as Buffer);
  return { text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
}

/** What the mail must say in both parts: every sentence, fact, the link and the contact. */
function keyContent(notice: Notice): string[] {
  return [
    notice.subject,
    notice.greeting,
    ...notice.paragraphs,
    ...(notice.facts ?? []).flat(),
    ...(notice.action ? [notice.action.label] : []),
    config.name,
    config.phones.studentAdvisor,
  ];
}

const layoutOrHeaded = (table: HtmlElement) =>
  table.attrs.role === 'presentation' ||
  table.descendants.some((cell) => cell.tag === 'th' && cell.attrs.scope);

describe.each(templates)('the %s mail', (_name, language, notice) => {
  it('is a document in its language with a title, a charset and the subject as its heading', async () => {
    const page = readHtml((await received(notice, language)).html);
    expect(page.all('html')[0]?.attrs.lang).toBe(LANGUAGE_TAGS[language]);
    expect(page.all('title').map((title) => title.text)).toEqual([notice.subject]);
    expect(page.all('meta').some((meta) => meta.attrs.charset === 'utf-8')).toBe(true);
    expect(page.all('h1').map((h1) => h1.text)).toEqual([notice.subject]);
    expect(page.all('p').map((p) => p.text)).toEqual(
      expect.arrayContaining([notice.greeting, ...notice.paragraphs]),
    );
  });

  it('has links named by their text, pictures with a text alternative, tables that say what they are', async () => {
    const page = readHtml((await received(notice, language)).html);
    const links = page.all('a');
    expect(links.map((link) => link.text)).toEqual(notice.action ? [notice.action.label] : []);
    expect(links.every((link) => link.attrs.href?.startsWith('https://'))).toBe(true);
    expect(page.all('img').filter((img) => !img.attrs.alt)).toEqual([]);
    expect(page.all('table').filter((table) => !layoutOrHeaded(table))).toEqual([]);
    const rowHeaders = page.all('th').map((th) => [th.text, th.attrs.scope]);
    expect(rowHeaders).toEqual((notice.facts ?? []).map(([label]) => [label, 'row']));
  });

  it('carries the same content in its plain-text part, the link as an address', async () => {
    const { text, html } = await received(notice, language);
    const page = readHtml(html);
    const htmlText = page.all('body')[0]?.text ?? '';
    for (const content of keyContent(notice)) {
      expect(text).toContain(content);
      expect(htmlText).toContain(content);
    }
    const href = page.all('a')[0]?.attrs.href;
    if (notice.action) expect(text).toContain(`${notice.action.label}: ${href}`);
  });
});

describe('a billing notice names the plan as it kept it (docs/languages.md "What an order holds")', () => {
  const paid = (planEs: SubscriptionRow['planEs'], language: Language) =>
    billingNoticeText(
      { kind: 'paid', subscription: { ...subscription, planEs }, charge: charge('PAID') },
      { language, firstName: 'Ada', tenantName: 'Crestline Learning' },
    ).paragraphs.join(' ');

  it('in Spanish to a Spanish reader where the plan kept a Spanish name, else in English', () => {
    expect(paid({ name: 'Plan mensual' }, 'es')).toContain('Plan mensual');
    expect(paid({ name: 'Plan mensual' }, 'en')).toContain('NOC-HCAC Monthly plan');
    expect(paid(null, 'es')).toContain('NOC-HCAC Monthly plan');
  });
});
