import type { Executor } from '../../db/database';
import type { LiveSessionCache } from './live-session-cache';
import { passwordQueries } from './password-queries';

/**
 * Ends every session of the student at once (but `keep`, the one changing its password), in the
 * caller's transaction: their refresh tokens are refused from now on, their access tokens at the
 * next call on any instance (this one forgets them now, the others on the database's notice), and
 * their open live connections are closed within one session check (docs/live-updates.md).
 * Returns how many were live.
 */
export async function endAllSessions(options: {
  tx: Executor;
  sessions: LiveSessionCache;
  owner: { tenantId: string; userId: string };
  now: Date;
  keep?: string;
}): Promise<number> {
  const { tx, owner, now, keep } = options;
  const ended = await passwordQueries.endSessions(tx, owner, now, keep);
  options.sessions.forget(ended.map((session) => session.id));
  return ended.length;
}
