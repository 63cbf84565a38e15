import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SANDBOX_BANK_ACCOUNTS } from '../../payments/sandbox-ach-provider';
import { SANDBOX_CARDS } from '../../payments/sandbox-card-provider';
import { billOnce, learnerWhoseCardRanDry } from '../../test/billing';
import { learnerWithOrder, payByCard, LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { capturedLogs } from '../../test/captured-logs';

// PCI DSS: neither the card number nor the security code may be written
// to the database or the logs, whatever the outcome of the payment; nor a bank account's number.
const logs = capturedLogs();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    logLevel: 'trace',
    logStream: logs.stream,
  });
});
afterAll(async () => server?.close());

async function dumpEveryTable(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    server.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  const dumps = await Promise.all(
    tables.map(({ name }) =>
      queryRows(server.database.db, sql`select * from ${sql.identifier(name)}`).then(
        (rows) => `${name}: ${JSON.stringify(rows)}`,
      ),
    ),
  );
  return dumps.join('\n');
}

it('keeps no card number nor security code in any table or log line', async () => {
  const cards = [
    { creditCardNumber: SANDBOX_CARDS.approved, cvv: '987' },
    { creditCardNumber: SANDBOX_CARDS.declined[114], cvv: '876' },
    { creditCardNumber: SANDBOX_CARDS.timeoutOnceThenApproved, cvv: '765' },
    { creditCardNumber: SANDBOX_CARDS.alwaysTimeout, cvv: '654' },
    { creditCardNumber: '4111 1111 1111', cvv: '543' }, // refused by validation
  ];
  for (const card of cards) {
    await payByCard(server, await learnerWithOrder(server), { card });
  }
  const dump = await dumpEveryTable();
  expect(dump).toContain('payment_attempts');
  expect(logs.lines.length).toBeGreaterThan(0);
  for (const { creditCardNumber, cvv } of cards) {
    const digits = creditCardNumber.replaceAll(' ', '');
    expect(dump).not.toContain(digits);
    expect(dump).not.toMatch(new RegExp(`"cvv"|"${cvv}"`));
    for (const line of logs.lines) {
      expect(line).not.toContain(digits);
      expect(line).not.toContain(`"${cvv}"`);
    }
  }
  // Brand and last four are what the ledger keeps.
  expect(dump).toContain('"last_four":"1111"');
});

it('keeps no bank account number in any table or log line when a debt is paid by ACH', async () => {
  const learner = await learnerWhoseCardRanDry(
    server,
    () => billOnce(server),
    '2027-04-04T10:00:00Z',
    4,
  );
  const payDebt = (routingNumber: string, accountNumber: string) =>
    sendJson(server, '/ledger-api/orders/debt', {
      token: learner.token,
      key: randomUUID(),
      body: { bankAccount: { routingNumber, accountNumber, holderName: 'Ada Lovelace' } },
    });
  const { routingNumber, settles, insufficientFunds } = SANDBOX_BANK_ACCOUNTS;
  expect((await payDebt('110000001', insufficientFunds)).status).toBe(400); // refused by validation
  expect((await payDebt(routingNumber, settles)).status).toBe(200);
  const dump = await dumpEveryTable();
  for (const accountNumber of [settles, insufficientFunds]) {
    expect(dump).not.toContain(accountNumber);
    for (const line of logs.lines) expect(line).not.toContain(accountNumber);
  }
  expect(dump).toContain('"last_four":"6789"');
});
