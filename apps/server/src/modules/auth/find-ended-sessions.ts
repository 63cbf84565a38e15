import type { Database } from '../../db/database';
import { authQueries } from './auth-queries';

/**
 * Of the tenant's sessions that hold something open (live-channel connections), those that have
 * ended since: signed out, or ended by a change of password (ASVS 7.4.1).
 */
export async function findEndedSessions(options: {
  db: Database;
  tenantId: string;
  sessionIds: string[];
}): Promise<string[]> {
  const live = await authQueries.liveSessionIds(options.db, options.tenantId, options.sessionIds);
  return options.sessionIds.filter((id) => !live.has(id));
}
