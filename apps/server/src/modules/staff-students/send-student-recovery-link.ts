import type { StudentActionDone } from '@portal/domain/staff/student-actions';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { issueRecoveryMail } from '../auth/request-password-recovery';
import { actOnStudent, type StudentActionCall } from './act-on-student';

/**
 * Mails the student the recovery link they would get by asking themselves (docs/password-recovery.md),
 * from the same hourly allowance: past it, TOO_MANY_ATTEMPTS and nothing is written.
 */
export async function sendStudentRecoveryLink(
  call: StudentActionCall & { tenants: TenantRegistry },
): Promise<StudentActionDone> {
  return actOnStudent(call, 'send-password-recovery', async (tx, student, now) => {
    if (!call.tenants.get(student.tenantId)) throw new AppError('NOT_FOUND');
    const sent = await issueRecoveryMail({
      tx,
      tenants: call.tenants,
      learner: { ...student, userId: student.id },
      now,
    });
    if (!sent) throw new AppError('TOO_MANY_ATTEMPTS');
    return { before: {}, after: { mailedTo: student.email }, count: 1 };
  });
}
