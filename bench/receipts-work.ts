// One measurement for the receipts section: receipts rendered per second, one after another on one
// core as a request renders them, against the reference of pdfkit rendering a one-line untagged
// document in the same process. Rounds alternate the kinds, so that a neighbour's load on a
// shared machine falls on all of them; each figure is the median of its rounds. Prints JSON.
import PDFDocument from 'pdfkit';
import { receiptBranding } from '../apps/server/src/modules/payment-records/receipt-branding';
import {
  lastFour,
  paymentReceiptStatus,
  type ReceiptDocument,
} from '../apps/server/src/receipts/receipt-document';
import { renderReceipt } from '../apps/server/src/receipts/render-receipt';
import { loadTenants } from '../apps/server/src/tenancy/load-tenants';

const [roundsArg, secondsArg] = process.argv.slice(2);
const ROUNDS = Number(roundsArg);
const SECONDS_PER_ROUND = Number(secondsArg);

function oneLine(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.text('Receipt');
  doc.end();
  return done;
}

const tenants = await loadTenants({ dir: new URL('../tenants', import.meta.url).pathname });
const branding = await receiptBranding(tenants.get('default')!);
// A paid enrolment order: the plan, a first-payment discount, a card.
const typical: ReceiptDocument = {
  kind: 'ORDER',
  branding,
  learner: { fullName: 'Ada Lovelace', email: 'ada@example.test', language: null },
  items: [
    { kind: 'PRODUCT', name: 'Healthcare Administration Certificate', amountCents: 6945 },
    { kind: 'PROMOTION', code: 'SAVE20', amountCents: -1389 },
  ],
  totalCents: 5556,
  paymentMethod: { method: 'CREDIT_CARD', brand: 'VISA', lastFour: lastFour('1111') },
  orderNumber: '5f0c9a2e-4b1d-4c6e-9f3a-2d7b8e1c0a55',
  transactionId: 'SBX1A2B3C4D5',
  transactionDate: new Date('2026-11-22T12:00:00Z'),
  status: paymentReceiptStatus('CAPTURED', 6),
};
// The same receipt as a Spanish reader gets it: a name with Vietnamese marks, the program's
// Spanish name as the order keeps it, every label and the date in Spanish (docs/languages.md).
const spanish: ReceiptDocument = {
  ...typical,
  learner: { fullName: 'José Nguyễn', email: 'jose@example.test', language: 'es' },
  items: [
    {
      kind: 'PRODUCT',
      name: 'Healthcare Administration Certificate',
      es: { name: 'Certificado en Administración de la Salud' },
      amountCents: 6945,
    },
    { kind: 'PROMOTION', code: 'SAVE20', amountCents: -1389 },
  ],
};
const kinds = {
  reference: oneLine,
  receipt: () => renderReceipt(typical, 'en'),
  spanish: () => renderReceipt(spanish, 'es'),
  withoutLogo: () => renderReceipt({ ...typical, branding: { ...branding, logoSvg: null } }, 'en'),
};
type Kind = keyof typeof kinds;

async function perSecond(render: () => Promise<Buffer>): Promise<number> {
  let count = 0;
  const started = performance.now();
  const until = started + SECONDS_PER_ROUND * 1000;
  while (performance.now() < until) {
    await render();
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// Warm-up: the JIT and pdfkit's font metrics, which it reads the first time a font is used.
for (const render of Object.values(kinds)) for (let i = 0; i < 30; i++) await render();
const rounds: Record<Kind, number[]> = { reference: [], receipt: [], spanish: [], withoutLogo: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const kind of Object.keys(kinds) as Kind[]) rounds[kind].push(await perSecond(kinds[kind]));
}
console.log(
  JSON.stringify({
    reference: median(rounds.reference),
    receipt: median(rounds.receipt),
    spanish: median(rounds.spanish),
    withoutLogo: median(rounds.withoutLogo),
    receiptBytes: (await kinds.receipt()).length,
    spanishBytes: (await kinds.spanish()).length,
  }),
);
