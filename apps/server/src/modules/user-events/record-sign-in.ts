import type { Executor } from '../../db/database';
import { userEventQueries } from './user-event-queries';

/** A sign-in opened `sessionId` (USER_LOGIN), in the transaction that opens the session. */
export function recordSignIn(
  db: Executor,
  signIn: { tenantId: string; userId: string; sessionId: string; at: Date },
) {
  const { at, ...event } = signIn;
  return userEventQueries.record(db, { ...event, type: 'USER_LOGIN', occurredAt: at });
}
