import type { StudentActionDone } from '@portal/domain/staff/student-actions';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { endAllSessions } from '../auth/end-all-sessions';
import type { LiveSessionCache } from '../auth/live-session-cache';
import { actOnStudent, type StudentActionCall } from './act-on-student';
import { queueStudentActionNotice } from './student-action-notices';

/**
 * Signs the student out on every device at once: each session ends, so its refresh token is
 * refused and its open pages, told by the live channel, return to the sign-in page
 * (docs/live-updates.md). The student is mailed, since a sign-out they did not ask for is what a
 * person wants to hear of.
 */
export async function endStudentSessions(
  call: StudentActionCall & { tenants: TenantRegistry; sessions: LiveSessionCache },
): Promise<StudentActionDone> {
  return actOnStudent(call, 'end-sessions', async (tx, student, now) => {
    const ended = await endAllSessions({
      tx,
      sessions: call.sessions,
      owner: { tenantId: student.tenantId, userId: student.id },
      now,
    });
    await queueStudentActionNotice(tx, {
      tenants: call.tenants,
      student,
      notice: { kind: 'sessions-ended' },
      now,
    });
    return { before: { liveSessions: ended }, after: { liveSessions: 0 }, count: ended };
  });
}
