import { extensionAllowed, startOfDay } from '@portal/domain/staff/access-change';
import type { StudentActionDone } from '@portal/domain/staff/student-actions';
import { AppError } from '../../http/app-error';
import { membershipQueries } from '../../ledger-records/membership-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { announceMembership } from '../orders/ledger-events';
import { actOnStudent, type StudentActionCall } from './act-on-student';
import { lockPaidMembership, membershipAuditState } from './paid-membership';
import { queueStudentActionNotice } from './student-action-notices';

/**
 * Carries the student's access to the start of a later day, re-enabling an expired membership.
 * Their open dashboard and billing pages show it at once (membershipEntity), and they are mailed.
 */
export async function extendStudentAccess(
  call: StudentActionCall & { tenants: TenantRegistry; endsOn: string },
): Promise<StudentActionDone> {
  return actOnStudent(call, 'extend-access', async (tx, student, now) => {
    const owner = { tenantId: student.tenantId, userId: student.id };
    const membership = await lockPaidMembership(tx, owner);
    if (!extensionAllowed(call.endsOn, membership.expiresAt, now)) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'endsOn', code: 'ACCESS_EXTENSION_DAY' }],
      });
    }
    const until = startOfDay(call.endsOn);
    const extended = await membershipQueries.enableUntil(tx, owner, until, now);
    const event = membership.status === 'enabled' ? null : 'MEMBERSHIP_ENABLED';
    await announceMembership(tx, owner, event, now);
    await queueStudentActionNotice(tx, {
      tenants: call.tenants,
      student,
      notice: { kind: 'access-extended', until },
      now,
    });
    return {
      before: membershipAuditState(membership),
      after: membershipAuditState(extended),
      count: 1,
    };
  });
}
