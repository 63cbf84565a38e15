import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../auth/password-hashing';
import type { StaffContext } from './staff-context';
import { staffPasskeyQueries } from './staff-passkey-queries';
import type { StaffMemberRow } from './staff-queries';
import { recordSuccessfulStaffAttempt, reserveStaffAttempt } from './staff-throttle';

/**
 * Removes one of the member's own passkeys (docs/staff-console.md "Passkeys"). It asks for the
 * password again, counted by the password step's throttle, so whoever holds a live session alone
 * can neither remove a factor nor guess the password here. Another member's passkey is not found.
 * Audited.
 */
export async function removeStaffPasskey(
  ctx: StaffContext,
  request: { member: StaffMemberRow; passkeyId: string; password: string; address: string },
): Promise<void> {
  const { member } = request;
  const { attempt, reservation } = await reserveStaffAttempt(ctx, {
    step: 'password',
    email: member.email,
    address: request.address,
  });
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, request.password))) {
    throw new AppError('INVALID_PASSWORD');
  }
  await recordSuccessfulStaffAttempt(ctx.db, attempt, reservation);
  await ctx.db.transaction(async (tx) => {
    const removed = await staffPasskeyQueries.removePasskey(tx, member.id, request.passkeyId);
    if (!removed) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      at: ctx.clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: request.address,
      action: 'staff.passkey_removed',
      subjectKind: 'staff',
      subjectId: member.id,
      before: { passkeyId: removed.id, name: removed.name, host: removed.rpId },
    });
  });
}
