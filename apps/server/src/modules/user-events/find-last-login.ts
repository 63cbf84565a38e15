import type { Executor } from '../../db/database';
import { userEventQueries } from './user-event-queries';

/** The student's latest recorded sign-in, on any device; null when none is recorded. */
export async function findLastLogin(
  db: Executor,
  owner: { tenantId: string; userId: string },
): Promise<Date | null> {
  return (await userEventQueries.latest(db, owner, 'USER_LOGIN')) ?? null;
}
