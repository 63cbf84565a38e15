import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recipientLanguage } from '../../i18n/reader-language';
import { nameRuleOfTenant } from '../../tenancy/tenant-name-rule';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';
import { signInLockedUntil } from '../auth/sign-in-locked-until';
import { listCoursework } from '../coursework/list-coursework';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { listTranscripts } from '../transcripts/list-transcripts';
import { findLastLogin } from '../user-events/find-last-login';
import { findStudent } from '../users/find-students';
import { studentRecordView } from './student-record-view';

/**
 * What a support desk needs about one student, in one answer (docs/staff-console.md "A student's
 * record"), written to the audit log in the same transaction: every staff read of a record leaves
 * a trace. A student outside the member's scope is not found, and nothing is written.
 */
export async function viewStudentRecord(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  studentId: string;
  reason: string | undefined;
  address: string;
}): Promise<StudentRecord> {
  const { db, clock, member, studentId } = options;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const student = await findStudent({ db: tx, scope: member.scope, studentId });
    if (!student) throw new AppError('NOT_FOUND');
    const owner = { tenantId: student.tenantId, userId: student.id };
    const record = studentRecordView({
      student,
      nameRule: nameRuleOfTenant(options.tenants, student.tenantId, now),
      mailLanguage: recipientLanguage(
        options.tenants.get(student.tenantId)?.config ?? {},
        student.language,
      ),
      signIn: {
        lockedUntil: await signInLockedUntil({
          db: tx,
          tenantId: owner.tenantId,
          email: student.email,
          now,
        }),
        lastSignInAt: await findLastLogin(tx, owner),
      },
      membership: await membershipQueries.membership(tx, owner),
      subscription: await subscriptionQueries.latest(tx, owner),
      orders: await orderQueries.ordersOf(tx, owner),
      attempts: await paymentAttemptQueries.attemptsOf(tx, owner),
      courses: await listCoursework({ db: tx, ...owner, now }),
      transcriptRequests: await listTranscripts({ db: tx, ...owner }),
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'student.viewed',
      subjectKind: 'student',
      subjectId: student.id,
      tenantId: student.tenantId,
      reason: options.reason || null,
    });
    return record;
  });
}
