import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

type Read = () => unknown;

/**
 * `Promise.all` for reads that share one executor: at once on the database (each query takes a
 * connection of its own from the pool), one after another in a transaction. A transaction is one
 * connection, and node-postgres deprecates a query sent before the previous one answered (pg@9
 * refuses it); PGlite runs one query at a time anyway.
 */
export async function queryAll<const T extends readonly Read[]>(
  db: Executor,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
