import type { Executor } from '../../db/database';
import { authQueries } from './auth-queries';

/**
 * Until when the sign-in throttle refuses a student's account from some address, or null when it
 * does not: the staff console's record of a student (docs/staff-console.md "A student's record").
 */
export function signInLockedUntil(options: {
  db: Executor;
  tenantId: string;
  email: string;
  now: Date;
}): Promise<Date | null> {
  return authQueries.blockedUntil(options.db, options.tenantId, options.email, options.now);
}
