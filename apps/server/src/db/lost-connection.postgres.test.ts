// A PostgreSQL server ends connections of its own accord: a restart, a failover, an administrator.
// An idle connection that goes must not end the process, and the next query must simply work.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows, terminateConnections } from '../test/test-database';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('a connection the PostgreSQL server ends', () => {
  it('is replaced: no unhandled error, and the next query answers', async () => {
    // Several idle connections in the pool.
    await Promise.all(
      Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
    );
    expect(await terminateConnections(database.db)).toBeGreaterThan(0);
    // Give the terminated connections' errors time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [answer] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
    expect(answer?.one).toBe(1);
  });
});
