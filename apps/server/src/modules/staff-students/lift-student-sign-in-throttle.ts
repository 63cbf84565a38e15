import type { StudentActionDone } from '@portal/domain/staff/student-actions';
import { liftSignInThrottle } from '../auth/login-throttle';
import { signInLockedUntil } from '../auth/sign-in-locked-until';
import { actOnStudent, type StudentActionCall } from './act-on-student';

/**
 * Lifts the sign-in throttle on the student's account from every address: the next password is
 * checked at once, and the failures start counting afresh. No mail: the student is on the line.
 */
export async function liftStudentSignInThrottle(
  call: StudentActionCall,
): Promise<StudentActionDone> {
  return actOnStudent(call, 'lift-sign-in-throttle', async (tx, student, now) => {
    const account = { tenantId: student.tenantId, email: student.email };
    const lockedUntil = await signInLockedUntil({ db: tx, ...account, now });
    const counters = await liftSignInThrottle(tx, account);
    return {
      before: { lockedUntil: lockedUntil?.toISOString() ?? null, counters },
      after: { lockedUntil: null, counters: 0 },
      count: counters,
    };
  });
}
