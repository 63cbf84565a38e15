import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { userEvents } from './user-event-tables';

/**
 * A sign-in opened a session (USER_LOGIN, shown on the dashboard at the next sign-in as "your
 * previous visit"): a common table expression on `db` for the statement that opens the session
 * (modules/auth/sign-in-with-password.ts), with the placeholders `tenantId`, `userId`,
 * `sessionId` and `now`.
 */
export const signInRecording = (db: Executor) =>
  db.$with('sign_in_recorded').as(
    db
      .insert(userEvents)
      .values({
        tenantId: sql.placeholder('tenantId'),
        userId: sql.placeholder('userId'),
        sessionId: sql.placeholder('sessionId'),
        type: 'USER_LOGIN',
        occurredAt: sql.placeholder('now'),
      })
      .returning({ id: userEvents.id }),
  );
