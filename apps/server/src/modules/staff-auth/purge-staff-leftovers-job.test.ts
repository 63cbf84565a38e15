import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDemoStaff } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { staffEndedViews, staffWebauthnChallenges } from './staff-tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withJobs: true });
});
afterAll(async () => server?.close());

const left = async () => {
  const [views] = await queryRows<{ n: number }>(
    server.database.db,
    sql`select count(*)::int as n from staff_ended_views`,
  );
  const challenges = await queryRows<{ challenge: string }>(
    server.database.db,
    sql`select challenge from staff_webauthn_challenges order by challenge`,
  );
  return { views: views!.n, challenges: challenges.map((c) => c.challenge) };
};

describe('the purge-staff-leftovers job', () => {
  it('forgets expired passkey challenges and early-ended views whose token has run out, at its daily slot', async () => {
    await signedInDemoStaff(server, 'admin@staff.demo.test');
    const [member] = await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from staff_members where email = 'admin@staff.demo.test'`,
    );
    const challenge = (name: string, expiresAt: string) => ({
      challenge: name,
      staffId: member!.id,
      purpose: 'authentication' as const,
      attemptId: randomUUID(),
      rpId: 'localhost',
      expiresAt: new Date(expiresAt),
    });
    await server.database.db
      .insert(staffWebauthnChallenges)
      .values([
        challenge('expired', '2026-11-21T09:00:00Z'),
        challenge('live', '2026-11-22T03:40:00Z'),
      ]);
    await server.database.db.insert(staffEndedViews).values([
      // Its 15-minute token ran out long ago: nothing can name it now.
      { viewId: randomUUID(), endedAt: new Date('2026-11-21T16:00:00Z') },
      // Its token may still be presented: the record that refuses it stays.
      { viewId: randomUUID(), endedAt: new Date('2026-11-22T03:30:00Z') },
    ]);

    server.clock.set(new Date('2026-11-22T03:36:00Z'));
    await server.jobs!.tick();
    expect(await left()).toEqual({ views: 2, challenges: ['expired', 'live'] });
    server.clock.set(new Date('2026-11-22T03:37:00Z'));
    await server.jobs!.tick();
    await expect
      .poll(left, { timeout: 8_000, interval: 100 })
      .toEqual({ views: 1, challenges: ['live'] });
  });
});
