import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { queryRows } from '../db/query-rows';

/**
 * A digest of every row of every table in the public schema, by table: two fingerprints are equal
 * exactly when nothing was inserted, changed or deleted in between. For asserting that some calls
 * wrote nothing at all, wherever they might have.
 */
export async function databaseFingerprint(db: Executor): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
    );
    fingerprint[name] = row?.digest ?? '';
  }
  return fingerprint;
}
