import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function queryRows<T = Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
