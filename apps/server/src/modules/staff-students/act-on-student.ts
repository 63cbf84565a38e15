import type { StudentAction, StudentActionDone } from '@portal/domain/staff/student-actions';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { lockStudent } from '../users/find-students';

export type ActedOnStudent = NonNullable<Awaited<ReturnType<typeof lockStudent>>>;

/** Who acts on which student, why and from where: what every action is given. */
export interface StudentActionCall {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  studentId: string;
  reason: string;
  address: string;
}

/** What an action did: the state before and after for the audit log, and a count for the answer. */
export interface ActionOutcome {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  count: number;
}

/**
 * The frame of every staff action on a student (docs/staff-console.md "Acting on a student"): one
 * transaction that locks the student's row (two members acting at once take turns), finds them
 * only within the member's scope (404 otherwise, with nothing written), makes the change and
 * writes `student.<action>` (dashes as underscores, `student.end_sessions`) to the audit log with the state before and after and the reason.
 */
export async function actOnStudent(
  call: StudentActionCall,
  action: StudentAction,
  work: (tx: Executor, student: ActedOnStudent, now: Date) => Promise<ActionOutcome>,
): Promise<StudentActionDone> {
  const { db, clock, member } = call;
  return db.transaction(async (tx) => {
    const student = await lockStudent({ db: tx, scope: member.scope, studentId: call.studentId });
    if (!student) throw new AppError('NOT_FOUND');
    const now = clock.now();
    const outcome = await work(tx, student, now);
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: call.address,
      action: `student.${action.replaceAll('-', '_')}`,
      subjectKind: 'student',
      subjectId: student.id,
      tenantId: student.tenantId,
      before: outcome.before,
      after: outcome.after,
      reason: call.reason,
    });
    return { action, count: outcome.count };
  });
}
