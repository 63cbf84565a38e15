import type { ResetCodeCheck } from '@portal/domain/auth/password-reset';
import type { Database } from '../../db/database';
import { endAllSessions } from './end-all-sessions';
import type { LiveSessionCache } from './live-session-cache';
import { AppError } from '../../http/app-error';
import { hashOpaqueSecret } from './opaque-secret';
import { hashPassword } from './password-hashing';
import { passwordQueries } from './password-queries';

/**
 * GET /user-api/users/reset/password/{code}: whose password a live code may set. A wrong, used or
 * expired code gets one answer (RESET_CODE_INVALID), so none tells whether it existed.
 */
export async function checkResetCode(
  db: Database,
  request: { tenantId: string; code: string; now: Date },
): Promise<ResetCodeCheck> {
  const live = await passwordQueries.liveCode(
    db,
    request.tenantId,
    hashOpaqueSecret(request.code),
    request.now,
  );
  if (!live) throw new AppError('RESET_CODE_INVALID');
  return { userId: live.userId };
}

/**
 * POST /user-api/users/reset/password/{code}: in one transaction the code is used (one winner
 * under concurrent use), the password set, the user's other codes used up, and every session of
 * the user ended, so whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(
  { db, sessions }: { db: Database; sessions: LiveSessionCache },
  request: { tenantId: string; userId: string; code: string; password: string; now: () => Date },
): Promise<void> {
  const owner = { tenantId: request.tenantId, userId: request.userId };
  // Checked first, so a made-up code costs no password hash; checked again under the update.
  const { userId } = await checkResetCode(db, { ...request, now: request.now() });
  if (userId !== request.userId) throw new AppError('RESET_CODE_INVALID');
  // Hashed before the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    const now = request.now();
    const codeHash = hashOpaqueSecret(request.code);
    if (!(await passwordQueries.useCode(tx, owner, codeHash, now))) {
      throw new AppError('RESET_CODE_INVALID');
    }
    await passwordQueries.setPassword(tx, owner, passwordHash, now);
    await endAllSessions({ tx, sessions, owner, now });
  });
}
