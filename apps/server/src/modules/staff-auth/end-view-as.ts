import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { staffQueries } from './staff-queries';
import type { StaffTokens } from './staff-tokens';

/**
 * Ends a view as a student when its tab says so (docs/staff-console.md "Seeing the portal as the
 * student"): the token, shown by the tab that holds it, is refused from then on, however long it
 * had left. Asked twice, or for a view whose token has run out, it does nothing more. The end is
 * audited once, as the member's.
 */
export async function endViewAs(options: {
  db: Database;
  clock: Clock;
  tokens: StaffTokens;
  token: string;
  address: string;
}): Promise<void> {
  const { db, clock } = options;
  let claims;
  try {
    claims = await options.tokens.verifyViewAs(options.token);
  } catch (error) {
    // A token past its time is refused already: there is nothing left to end.
    if (error instanceof AppError && error.code === 'TOKEN_EXPIRED') return;
    throw error;
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (!(await staffQueries.endView(tx, claims.viewId, now))) return;
    const member = await staffQueries.memberById(tx, claims.staffId);
    await recordAudit(tx, {
      at: now,
      actorStaffId: claims.staffId,
      actorEmail: member?.email ?? null,
      address: options.address,
      action: 'student.view_ended',
      subjectKind: 'student',
      subjectId: claims.studentId,
      tenantId: claims.tenantId,
      after: { viewId: claims.viewId },
    });
  });
}
