import { endAllowed, startOfDay, type StudentAccessEnd } from '@portal/domain/staff/access-change';
import type { StudentActionDone } from '@portal/domain/staff/student-actions';
import { utcDay } from '@portal/domain/ledger/refund';
import { AppError } from '../../http/app-error';
import { membershipQueries } from '../../ledger-records/membership-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { endMembershipAccess, type AccessEnd } from '../orders/end-membership-access';
import { actOnStudent, type StudentActionCall } from './act-on-student';
import { lockPaidMembership, membershipAuditState } from './paid-membership';
import { queueStudentActionNotice } from './student-action-notices';

/**
 * Ends the student's access today, or at the start of a later day, as a refund that ends access
 * does (docs/refunds.md): today expires the membership at once, with no days to restart; a later
 * day is left to the daily membership pass. Access already ended is audited, and sends nothing.
 */
export async function endStudentAccess(
  call: StudentActionCall & { tenants: TenantRegistry; endsOn: StudentAccessEnd['endsOn'] },
): Promise<StudentActionDone> {
  return actOnStudent(call, 'end-access', async (tx, student, now) => {
    const owner = { tenantId: student.tenantId, userId: student.id };
    const membership = await lockPaidMembership(tx, owner);
    const before = membershipAuditState(membership);
    if (!endAllowed(call.endsOn, membership.expiresAt, now)) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'endsOn', code: 'ACCESS_END_DAY' }],
      });
    }
    const today = call.endsOn === 'today' || call.endsOn === utcDay(now);
    const at = today ? now : startOfDay(call.endsOn);
    const end: AccessEnd = today ? { kind: 'now' } : { kind: 'at', at };
    if (!(await endMembershipAccess(tx, owner, end, now)))
      return { before, after: before, count: 0 };
    await queueStudentActionNotice(tx, {
      tenants: call.tenants,
      student,
      notice: { kind: 'access-ended', at, now: today },
      now,
    });
    const after = membershipAuditState((await membershipQueries.membership(tx, owner))!);
    return { before, after, count: 1 };
  });
}
