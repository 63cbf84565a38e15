import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_SHAPE, readPdf } from '../test/read-pdf';
import { TENANTS_DIR } from '../test/test-server';
import { lastFour, type ReceiptDocument } from './receipt-document';
import { renderReceipt } from './render-receipt';

const defaultLogo = await readFile(path.join(TENANTS_DIR, 'default', 'logo.svg'), 'utf8');

/** An order's id, which the confirmation page shows as its number. */
const ORDER_NUMBER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function receipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    kind: 'ORDER',
    branding: {
      name: 'Crestline Learning',
      phone: '(800) 555-0142',
      logoSvg: defaultLogo,
      primaryColour: '#1f4e79',
    },
    learner: { fullName: 'Ada Lovelace', email: 'ada@example.test', language: null },
    items: [
      { kind: 'PRODUCT', name: 'NOC-HCAC Monthly plan', amountCents: 123_450 },
      { kind: 'PROMOTION', code: 'SAVE20', amountCents: -24_690 },
    ],
    totalCents: 98_760,
    paymentMethod: { method: 'CREDIT_CARD', brand: 'VISA', lastFour: lastFour('1111') },
    orderNumber: ORDER_NUMBER,
    transactionId: 'SBX1A2B3C4D5',
    transactionDate: new Date('2026-11-22T12:00:00Z'),
    status: { kind: 'PAYMENT', approval: 'Approved', transactionStatus: 6 },
    ...overrides,
  };
}

const withLogo = (logoSvg: string | null) =>
  receipt({ branding: { ...receipt().branding, logoSvg } });

describe('renderReceipt', () => {
  it('prints the tenant, the learner, the items, the total and the payment', async () => {
    const { text, info } = await readPdf(await renderReceipt(receipt(), 'en'));
    for (const expected of [
      'Order receipt',
      'Crestline Learning',
      '(800) 555-0142',
      'Ada Lovelace',
      'ada@example.test',
      'NOC-HCAC Monthly plan $1,234.50',
      'Promotion SAVE20 -$246.90',
      'Total $987.60',
      `Order number: ${ORDER_NUMBER}`,
      'Payment method: VISA ending in 1111',
      'Transaction ID: SBX1A2B3C4D5',
      'Transaction date: November 22, 2026',
      'Status: Approved (Settlement Pending)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info.Title).toBe('Order receipt - Crestline Learning');
  });

  it('never prints anything shaped like a card number', async () => {
    const { text } = await readPdf(await renderReceipt(receipt(), 'en'));
    expect(text).not.toMatch(CARD_NUMBER_SHAPE);
  });

  it('is a tagged PDF in US English: headings, paragraphs, a table and the logo as a figure', async () => {
    const { raw, info, structure, alternativeTexts, markedContent } = await readPdf(
      await renderReceipt(receipt(), 'en'),
    );
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (en-US)');
    expect(raw).toContain('/DisplayDocTitle true');
    expect(info.Language).toBe('en-US');
    const row = (first: 'TH' | 'TD') => `TR(${first} TD)`;
    expect(structure).toBe(
      'Document(Figure H1 P P Sect(H2 P P) ' +
        `Sect(H2 Table(TR(TH TH) ${row('TD')} ${row('TD')} ${row('TH')})) Sect(H2 P P P P P))`,
    );
    expect(alternativeTexts).toEqual(['Crestline Learning']);
    // The brand bar and the two rules are decoration, not content.
    expect(markedContent.filter((tag) => tag === 'Artifact')).toHaveLength(3);
  });

  it('reads in the order a sighted reader sees it: the heading first, amounts, the card last', async () => {
    const { readingOrder } = await readPdf(await renderReceipt(receipt(), 'en'));
    expect(readingOrder).toEqual([
      'Figure: Crestline Learning',
      'H1: Order receipt',
      'P: Issued by Crestline Learning.',
      'P: Questions about this receipt? Call (800) 555-0142.',
      'H2: Billed to',
      'P: Ada Lovelace',
      'P: ada@example.test',
      'H2: Items',
      'TH: Item',
      'TH: Amount',
      'TD: NOC-HCAC Monthly plan',
      'TD: $1,234.50',
      'TD: Promotion SAVE20',
      'TD: -$246.90',
      'TH: Total',
      'TD: $987.60',
      'H2: Payment',
      `P: Order number: ${ORDER_NUMBER}`,
      'P: Payment method: VISA ending in 1111',
      'P: Transaction ID: SBX1A2B3C4D5',
      'P: Transaction date: November 22, 2026',
      'P: Status: Approved (Settlement Pending)',
    ]);
  });

  it.each([
    ['not XML at all', 'logo'],
    ['an unclosed SVG', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4">'],
    ['another document', '<html><body>logo</body></html>'],
    [
      'an image read from the disk',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/hostname" width="9" height="9"/></svg>',
    ],
  ])('prints the name instead of a logo that is %s', async (_case, logoSvg) => {
    const { text, structure } = await readPdf(await renderReceipt(withLogo(logoSvg), 'en'));
    expect(text.startsWith('Crestline Learning\nOrder receipt')).toBe(true);
    expect(structure).toMatch(/^Document\(P H1 /);
    expect(text).toContain('Total $987.60');
  });

  it('prints the name when the tenant has no SVG logo', async () => {
    const { text, structure } = await readPdf(await renderReceipt(withLogo(null), 'en'));
    expect(text.startsWith('Crestline Learning\nOrder receipt')).toBe(true);
    expect(structure).toMatch(/^Document\(P H1 /);
  });

  it("prints no order number on a plan's charge, which has none: still tagged", async () => {
    const { text, structure } = await readPdf(
      await renderReceipt(receipt({ kind: 'SUBSCRIPTION_TRANSACTION', orderNumber: null }), 'en'),
    );
    expect(text).not.toContain('Order number');
    expect(text).toContain('Payment method: VISA ending in 1111');
    expect(structure).toMatch(/ Sect\(H2 P P P P\)\)$/);
  });

  it.each([
    ['ORDER_TRANSACTION', 'Payment receipt'],
    ['SUBSCRIPTION_TRANSACTION', 'Subscription payment receipt'],
  ] as const)('titles a %s receipt "%s"', async (kind, title) => {
    const { text, info } = await readPdf(await renderReceipt(receipt({ kind }), 'en'));
    expect(text).toContain(title);
    expect(info.Title).toBe(`${title} - Crestline Learning`);
  });
});

describe('renderReceipt in Spanish', () => {
  it('prints its labels and sentences in Spanish, the date day first, money in dollars', async () => {
    const { text, info } = await readPdf(await renderReceipt(receipt(), 'es'));
    for (const expected of [
      'Recibo del pedido',
      'Emitido por Crestline Learning.',
      '¿Tiene preguntas sobre este recibo? Llame al (800) 555-0142.',
      'Facturado a',
      'Concepto',
      'Monto',
      'Promoción SAVE20 -$246.90',
      'Total $987.60',
      `Número de pedido: ${ORDER_NUMBER}`,
      'Método de pago: VISA terminada en 1111',
      'ID de la transacción: SBX1A2B3C4D5',
      'Fecha de la transacción: 22 de noviembre de 2026',
      'Estado: Aprobado (Liquidación pendiente)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Order receipt');
    expect(info.Title).toBe('Recibo del pedido - Crestline Learning');
  });

  it('declares Spanish as its language and keeps its tagged structure', async () => {
    const { raw, info, structure } = await readPdf(await renderReceipt(receipt(), 'es'));
    expect(raw).toContain('/Lang (es-US)');
    expect(info.Language).toBe('es-US');
    expect(structure).toMatch(/^Document\(Figure H1 P P Sect\(H2 P P\) Sect\(H2 Table\(/);
  });

  it('titles a credit note and words a refund on its way', async () => {
    const { text } = await readPdf(
      await renderReceipt(
        receipt({
          kind: 'CREDIT_NOTE',
          items: [
            { kind: 'REFUND', of: { name: 'BUS101' }, payment: 'SBX1A2B3C4D5', amountCents: -6945 },
          ],
          totalCents: -6945,
          status: { kind: 'REFUND_PROCESSING' },
        }),
        'es',
      ),
    );
    expect(text).toContain('Nota de crédito');
    expect(text).toContain('¿Tiene preguntas sobre esta nota de crédito?');
    expect(text).toContain('Reembolso de BUS101 (pago SBX1A2B3C4D5) -$69.45');
    expect(text).toContain('Estado: En proceso: su banco todavía no ha recibido este reembolso');
  });
});

describe('renderReceipt for a name of any script (docs/names.md "On receipts and statements")', () => {
  it.each([
    'José Nguyễn',
    'Дмитрий Шостакович',
    'Ελένη Παπαδοπούλου',
    'Արմեն Սարգսյան',
    'ნინო ბერიძე',
    'Ọ̀ládọ̀tun Ɔdɛ',
  ])('prints %s as written, in a font the file carries', async (fullName) => {
    const learner = { ...receipt().learner, fullName };
    const { readingOrder, raw } = await readPdf(await renderReceipt(receipt({ learner }), 'en'));
    expect(readingOrder).toContain(`P: ${fullName}`);
    // Every font is embedded, subset to the glyphs the receipt uses (a prefix such as ABCDEF+).
    expect([...raw.matchAll(/\/BaseFont \/(\S+)/g)].map(([, font]) => font)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/)]),
    );
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });
});
