// PostgreSQL may end a transaction with a deadlock (40P01) or a serialisation failure (40001)
// when two requests meet; nothing was written, and running it again is the documented remedy. Every
// transaction of the app goes through here, so such a meeting costs a retry, never a 500.
import type { Database } from './database-types';

const RETRYABLE = new Set(['40P01', '40001']);
const TRIES = 4;

/** The SQLSTATE of a failed query, through drizzle's wrapping of the driver's error. */
function sqlState(error: unknown): string | undefined {
  let current = error;
  while (current && typeof current === 'object') {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** A unique index refused the write (23505): another row holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE.has(state);
}

/** Retries `run` on a deadlock or serialisation failure, after a short random pause. */
export async function retryOnConflict<T>(
  run: () => Promise<T>,
  pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await run();
    } catch (error) {
      if (tryNumber >= TRIES || !isRetryableConflict(error)) throw error;
      // Jitter keeps the two sides of a deadlock from meeting again in step.
      await pause(Math.random() * 20 * tryNumber);
    }
  }
}

/** Makes every `db.transaction(...)` of this database retry on a conflict. */
export function retryTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    retryOnConflict(() => transaction(work, config))) as Database['transaction'];
  return db;
}
