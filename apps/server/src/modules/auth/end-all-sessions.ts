import type { Executor } from '../../db/database';
import { passwordQueries } from './password-queries';

/**
 * Ends every session of the student at once, in the caller's transaction: their refresh tokens
 * are refused from now on, their access tokens at the next call, and their open live connections
 * are closed within one session check (docs/live-updates.md). Returns how many were live.
 */
export async function endAllSessions(options: {
  tx: Executor;
  owner: { tenantId: string; userId: string };
  now: Date;
}): Promise<number> {
  const ended = await passwordQueries.endSessions(options.tx, options.owner, options.now);
  return ended.length;
}
