import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordGrant, register } from '../../test/accounts';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true, loginAttemptsPerMinute: 1000 });
});
afterAll(async () => server?.close());

const countersOf = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from login_throttles where email = ${email}`,
    )
  )[0]?.n ?? 0;

const guess = (email: string) => passwordGrant(server, { email, password: 'Wrong#Guess1' });

describe('the purge-login-throttles job', () => {
  it('forgets counters whose window passed long ago, at its daily slot, and keeps recent ones', async () => {
    server.clock.set(new Date('2026-11-20T10:00:00Z'));
    await register(server, { email: 'old-guesses@example.com' });
    await guess('old-guesses@example.com');
    server.clock.set(new Date('2026-11-22T02:00:00Z'));
    await register(server, { email: 'new-guesses@example.com' });
    await guess('new-guesses@example.com');
    expect(await countersOf('old-guesses@example.com')).toBeGreaterThan(0);

    // Before the slot nothing is purged; at 03:23 the day-old window goes, the fresh one stays.
    server.clock.set(new Date('2026-11-22T03:22:00Z'));
    await server.jobs!.tick();
    expect(await countersOf('old-guesses@example.com')).toBeGreaterThan(0);
    server.clock.set(new Date('2026-11-22T03:23:00Z'));
    await server.jobs!.tick();
    await expect
      .poll(() => countersOf('old-guesses@example.com'), { timeout: 8_000, interval: 100 })
      .toBe(0);
    expect(await countersOf('new-guesses@example.com')).toBeGreaterThan(0);
  });
});
