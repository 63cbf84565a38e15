import { describe, expect, it } from 'vitest';
import { readPdf } from '../test/read-pdf';
import { renderStatement } from './render-statement';
import type { StatementDocument } from './statement-document';

// An employer's statement names each learner who redeemed a code as they wrote their name
// (docs/names.md "On receipts and statements"); the HTTP route is tried in
// modules/staff-employer/employer-codes.test.ts.

const LEARNERS = ['José Nguyễn', 'Дмитрий Шостакович', 'Ελένη Παπαδοπούλου'];

const statement: StatementDocument = {
  branding: {
    name: 'Harborline Health',
    phone: '(800) 555-0199',
    logoSvg: null,
    primaryColour: '#1f4e79',
  },
  language: 'en',
  employerName: 'Łódź Logistics',
  month: '2026-11',
  toDate: false,
  lines: LEARNERS.map((learner, i) => ({
    code: `NOC-AAGS-WWMMWWMMW${i + 2}`,
    learner,
    program: 'NOC-AAGS',
    redeemedAt: new Date(`2026-11-${10 + i}T12:00:00Z`),
    amountCents: 29_900,
  })),
  totalCents: 3 * 29_900,
};

describe('renderStatement', () => {
  it("prints each learner's name and the employer's as written, a row to a line", async () => {
    const { text, readingOrder } = await readPdf(await renderStatement(statement));
    expect(readingOrder).toContain('P: Łódź Logistics');
    expect(text).toContain(
      [
        'NOC-AAGS-WWMMWWMMW2 José Nguyễn NOC-AAGS 11/10/2026 $299.00',
        'NOC-AAGS-WWMMWWMMW3 Дмитрий Шостакович NOC-AAGS 11/11/2026 $299.00',
        'NOC-AAGS-WWMMWWMMW4 Ελένη Παπαδοπούλου NOC-AAGS 11/12/2026 $299.00',
      ].join('\n'),
    );
  });
});
