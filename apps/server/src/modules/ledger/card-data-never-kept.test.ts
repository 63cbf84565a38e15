import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../payments/sandbox-card-provider';
import { learnerWithOrder, payByCard, LOTS_OF_SIGN_INS } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// PCI DSS (FIELD-NOTES "Payments"): neither the card number nor the security code may be written
// to the database or the logs, whatever the outcome of the payment.
const logLines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    logLevel: 'trace',
    logStream: {
      write: (line: string) => {
        logLines.push(line);
        return true;
      },
    } as NodeJS.WritableStream,
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
  expect(logLines.length).toBeGreaterThan(0);
  for (const { creditCardNumber, cvv } of cards) {
    const digits = creditCardNumber.replaceAll(' ', '');
    expect(dump).not.toContain(digits);
    expect(dump).not.toMatch(new RegExp(`"cvv"|"${cvv}"`));
    for (const line of logLines) {
      expect(line).not.toContain(digits);
      expect(line).not.toContain(`"${cvv}"`);
    }
  }
  // Brand and last four are what the ledger keeps.
  expect(dump).toContain('"last_four":"1111"');
});
