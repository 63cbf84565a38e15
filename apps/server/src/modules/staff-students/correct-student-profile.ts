import type {
  StudentActionDone,
  StudentProfileCorrection,
} from '@portal/domain/staff/student-actions';
import { isUniqueViolation } from '../../db/retry-transactions';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { correctContactDetails, type ContactDetails } from '../users/correct-contact-details';
import { actOnStudent, type StudentActionCall } from './act-on-student';
import { queueStudentActionNotice } from './student-action-notices';

/**
 * Corrects the student's name, e-mail and phone numbers. The student's open pages show the new
 * details at once (userEntity); the student is mailed what changed at the address they have now,
 * and, when the e-mail changed, the old address is told where it went. A correction that changes
 * nothing is audited, and sends nothing.
 */
export async function correctStudentProfile(
  call: StudentActionCall & {
    tenants: TenantRegistry;
    correction: Omit<StudentProfileCorrection, 'reason'>;
  },
): Promise<StudentActionDone> {
  try {
    return await actOnStudent(call, 'correct-profile', async (tx, student, now) => {
      const current: ContactDetails = {
        firstName: student.firstName,
        lastName: student.lastName,
        email: student.email,
        phoneNumbers: student.phoneNumbers,
      };
      const { stored, changed } = await correctContactDetails({
        tx,
        owner: { tenantId: student.tenantId, userId: student.id },
        current,
        details: call.correction,
        now,
      });
      const pick = (details: ContactDetails) =>
        Object.fromEntries(changed.map((key) => [key, details[key]]));
      if (changed.length > 0) {
        const mail = { tenants: call.tenants, now };
        await queueStudentActionNotice(tx, {
          ...mail,
          student: { ...student, ...stored },
          notice: { kind: 'profile-corrected', changes: pick(stored) },
        });
        if (changed.includes('email')) {
          await queueStudentActionNotice(tx, {
            ...mail,
            student: { ...student, firstName: stored.firstName },
            notice: { kind: 'email-changed', newEmail: stored.email },
          });
        }
      }
      return { before: pick(current), after: pick(stored), count: changed.length };
    });
  } catch (error) {
    // Two corrections (or a registration) taking one address at once: the index decides.
    if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXISTS');
    throw error;
  }
}
