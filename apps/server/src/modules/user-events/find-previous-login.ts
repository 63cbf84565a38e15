import type { PreviousLogin } from '@portal/domain/user/previous-login';
import type { Executor } from '../../db/database';
import { userEventQueries } from './user-event-queries';

/**
 * The sign-in before the one that opened this session, whatever happened on other devices since:
 * "your previous visit" as the dashboard shows it. A session older than the events (none recorded
 * for it) counts from now. A null session is the student's latest (a member of staff viewing as
 * the student sees what the student saw there, docs/staff-console.md).
 */
export async function findPreviousLogin(
  db: Executor,
  owner: { tenantId: string; userId: string; sessionId: string | null },
  now: Date,
): Promise<PreviousLogin> {
  const sessionId =
    owner.sessionId ?? (await userEventQueries.latestSession(db, owner, 'USER_LOGIN'));
  if (sessionId === null) {
    // No sign-in names its session: as for a session older than the events, count from now.
    const latest = await userEventQueries.latest(db, owner, 'USER_LOGIN');
    return { occurredAt: latest?.toISOString() ?? null };
  }
  const previous = await userEventQueries.latestBeforeSession(
    db,
    owner,
    'USER_LOGIN',
    sessionId,
    now,
  );
  return { occurredAt: previous?.toISOString() ?? null };
}
