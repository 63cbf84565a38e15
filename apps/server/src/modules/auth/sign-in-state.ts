import type { Executor } from '../../db/database';
import { authQueries } from './auth-queries';

/**
 * Whether the sign-in throttle holds a student's account now, and when they last signed in, for
 * the staff console's record of a student (docs/staff-console.md "A student's record").
 */
export async function signInState(options: {
  db: Executor;
  tenantId: string;
  email: string;
  now: Date;
}): Promise<{ lockedUntil: Date | null; lastSignInAt: Date | null }> {
  const { db, tenantId, email, now } = options;
  return {
    lockedUntil: await authQueries.blockedUntil(db, tenantId, email, now),
    lastSignInAt: await authQueries.lastSignInAt(db, tenantId, email),
  };
}
