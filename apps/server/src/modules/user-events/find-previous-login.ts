import type { PreviousLogin } from '@portal/domain/user/previous-login';
import type { Executor } from '../../db/database';
import { userEventQueries } from './user-event-queries';

/**
 * The sign-in before the one that opened this session, whatever happened on other devices since:
 * "your previous visit" as the dashboard shows it. A session older than the events (none recorded
 * for it) counts from now.
 */
export async function findPreviousLogin(
  db: Executor,
  owner: { tenantId: string; userId: string; sessionId: string },
  now: Date,
): Promise<PreviousLogin> {
  const previous = await userEventQueries.latestBeforeSession(
    db,
    owner,
    'USER_LOGIN',
    owner.sessionId,
    now,
  );
  return { occurredAt: previous?.toISOString() ?? null };
}
