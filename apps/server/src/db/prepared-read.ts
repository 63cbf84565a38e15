import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './database-types';
import type { Owner, OwnerReadCache } from './owner-read-cache';

/** What drizzle's `.prepare(name)` answers, as far as a read needs it. */
interface Prepared<Values, Rows> {
  execute(values: Values): Promise<Rows>;
}

/**
 * A read (or a write outside a transaction) on a hot path, turned into SQL once per database
 * instead of on every call (docs/performance.md "Prepared reads"): `build` writes the query with
 * `sql.placeholder(name)` for each value and ends with `.prepare(name)`, so drizzle keeps its text
 * and PostgreSQL parses and plans it once per connection. Inside a transaction it is built on the transaction, as any query.
 */
export function preparedRead<Values extends Record<string, unknown>, Rows>(
  build: (db: Executor) => Prepared<Values, Rows>,
): (db: Executor, values: Values) => Promise<Rows> {
  const built = new WeakMap<Database, Prepared<Values, Rows>>();
  return (executor, values) => {
    if (executor instanceof PgTransaction) return build(executor).execute(values);
    const db = remembering.get(executor)?.db ?? executor;
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

/** The databases handed out by `readsFromMemory`, each with the database and memory behind it. */
const remembering = new WeakMap<Executor, { db: Database; memory: OwnerReadCache }>();

/**
 * The database as a signed-in student's GET route reads it: the same database, except that the
 * owner reads below (`preparedOwnerRead`) may answer from `memory` (docs/performance.md "A student's
 * reads from memory"). Only routes that change nothing are given it, so that a write, and what
 * its request reads after it, always goes to the database.
 */
export function readsFromMemory(db: Database, memory: OwnerReadCache): Database {
  const reads = new Proxy(db, {});
  remembering.set(reads, { db, memory });
  return reads;
}

/**
 * A prepared read of one owner's rows (prepared as `name`) that may be answered from memory when
 * it is given the database of `readsFromMemory`, forgotten whenever the owner's rows change.
 */
export function preparedOwnerRead<Values extends Owner & Record<string, unknown>, Rows>(
  name: string,
  build: (db: Executor, name: string) => Prepared<Values, Rows>,
  memory: {
    /** What identifies the answer besides the owner: its other values. */
    key?: (values: Values) => string;
    /** Whether an answer may be kept (one that depends on the time may not). */
    keep?: (rows: Rows) => boolean;
  } = {},
): (db: Executor, values: Values) => Promise<Rows> {
  const read = preparedRead((db) => build(db, name));
  return (db, values) => {
    const behind = remembering.get(db);
    if (!behind) return read(db, values);
    const key = `${name}:${memory.key?.(values) ?? ''}`;
    return behind.memory.read(values, key, () => read(behind.db, values), memory.keep);
  };
}
