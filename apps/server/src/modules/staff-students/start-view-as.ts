import { randomUUID } from 'node:crypto';
import { VIEW_AS_TTL_SECONDS, type ViewAsGrant } from '@portal/domain/staff/view-as';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SignedInStaff } from '../staff-auth/require-staff';
import type { StaffTokens } from '../staff-auth/staff-tokens';
import { findStudent } from '../users/find-students';

/**
 * Opens a read-only view of the portal as one student sees it (docs/staff-console.md "Seeing the
 * portal as the student"): a token of its own kind naming the member, their staff session and the
 * student, good for 15 minutes at most and never renewed, written to the audit log with the reason
 * in the same transaction. A student outside the member's scope is not found, and nothing is
 * written.
 */
export async function startViewAs(options: {
  db: Database;
  clock: Clock;
  tokens: StaffTokens;
  staff: SignedInStaff;
  studentId: string;
  reason: string;
  address: string;
  /** Where the student's side opens, given the student's tenant. */
  openAt: (tenantId: string) => string;
}): Promise<ViewAsGrant> {
  const { db, clock, tokens, staff, studentId } = options;
  const { member } = staff;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const student = await findStudent({ db: tx, scope: member.scope, studentId });
    if (!student) throw new AppError('NOT_FOUND');
    const viewId = randomUUID();
    const expiresAt = new Date(now.getTime() + VIEW_AS_TTL_SECONDS * 1000);
    const token = await tokens.signViewAs(
      {
        staffId: member.id,
        sessionId: staff.sessionId,
        studentId: student.id,
        tenantId: student.tenantId,
        viewId,
      },
      VIEW_AS_TTL_SECONDS,
    );
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'student.viewed_as',
      subjectKind: 'student',
      subjectId: student.id,
      tenantId: student.tenantId,
      after: { viewId, staffSessionId: staff.sessionId, expiresAt: expiresAt.toISOString() },
      reason: options.reason,
    });
    return {
      token,
      expiresIn: VIEW_AS_TTL_SECONDS,
      viewId,
      openAt: options.openAt(student.tenantId),
      student: {
        id: student.id,
        tenantId: student.tenantId,
        firstName: student.firstName,
        lastName: student.lastName,
      },
      staff: { id: member.id, name: member.name },
    };
  });
}
