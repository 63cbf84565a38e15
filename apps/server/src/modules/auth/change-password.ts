import type { PasswordChange } from '@portal/domain/auth/password-reset';
import type { Database } from '../../db/database';
import { endAllSessions } from './end-all-sessions';
import type { LiveSessionCache } from './live-session-cache';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from './password-hashing';
import { passwordQueries } from './password-queries';

/**
 * PUT /user-api/users/password: the signed-in user's new password, given the current one
 * (INVALID_PASSWORD) and not the same (SAME_PASSWORD). Every other session ends; this one goes on.
 * The hashes are computed outside the transaction, which then checks the password did not change
 * meanwhile.
 */
export async function changePassword(
  { db, sessions }: { db: Database; sessions: LiveSessionCache },
  request: {
    tenantId: string;
    userId: string;
    sessionId: string;
    now: () => Date;
  } & PasswordChange,
): Promise<void> {
  const owner = { tenantId: request.tenantId, userId: request.userId };
  const stored = await passwordQueries.passwordHashOf(db, owner);
  if (!stored || !(await verifyPassword(stored, request.currentPassword))) {
    throw new AppError('INVALID_PASSWORD');
  }
  if (request.newPassword === request.currentPassword) throw new AppError('SAME_PASSWORD');
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    // A change or reset that finished meanwhile wins; this one is told to start again.
    if ((await passwordQueries.passwordHashOf(tx, owner, { lock: true })) !== stored) {
      throw new AppError('INVALID_PASSWORD');
    }
    const now = request.now();
    await passwordQueries.setPassword(tx, owner, passwordHash, now);
    await endAllSessions({ tx, sessions, owner, now, keep: request.sessionId });
  });
}
