import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './database-types';

/** What drizzle's `.prepare(name)` answers, as far as a read needs it. */
interface Prepared<Values, Rows> {
  execute(values: Values): Promise<Rows>;
}

/**
 * A read on a hot path, turned into SQL once per database instead of on every call
 * (docs/performance.md "Prepared reads"): `build` writes the query with `sql.placeholder(name)` for
 * each value and ends with `.prepare(name)`, so drizzle keeps its text and PostgreSQL parses and
 * plans it once per connection. Inside a transaction it is built on the transaction, as any query.
 */
export function preparedRead<Values extends Record<string, unknown>, Rows>(
  build: (db: Executor) => Prepared<Values, Rows>,
): (db: Executor, values: Values) => Promise<Rows> {
  const built = new WeakMap<Database, Prepared<Values, Rows>>();
  return (db, values) => {
    if (db instanceof PgTransaction) return build(db).execute(values);
    let read = built.get(db);
    if (!read) {
      read = build(db);
      built.set(db, read);
    }
    return read.execute(values);
  };
}

/** The owner a prepared read is for, as placeholders: filled by `{ tenantId, userId }` each read. */
export const OWNER = { tenantId: sql.placeholder('tenantId'), userId: sql.placeholder('userId') };

/** The rows of a table with `tenantId` and `userId` columns that belong to the read's owner. */
export const ownedByReader = (table: { tenantId: PgColumn; userId: PgColumn }) =>
  and(eq(table.tenantId, OWNER.tenantId), eq(table.userId, OWNER.userId));
