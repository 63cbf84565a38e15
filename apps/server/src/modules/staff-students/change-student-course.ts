import type { CourseAction, StudentActionDone } from '@portal/domain/staff/student-actions';
import {
  dropEnrolment,
  reopenEnrolment,
  type EnrolmentChanged,
} from '../coursework/course-enrolment-changes';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { actOnStudent, type StudentActionCall } from './act-on-student';
import { queueStudentActionNotice } from './student-action-notices';

const changes = { 'withdraw-course': dropEnrolment, 'reopen-course': reopenEnrolment };
const notices = {
  'withdraw-course': 'course-withdrawn',
  'reopen-course': 'course-reopened',
} as const;

const auditState = (change: EnrolmentChanged, status: string) => ({
  courseEnrollmentId: change.courseEnrollmentId,
  productId: change.productId,
  status,
});

/**
 * Withdraws one of the student's courses, or re-opens one withdrawn (docs/staff-console.md
 * "Acting on a student's courses"), with the coursework module's own rules: the student's row
 * locked first, so two members clicking at once take turns and the second finds it done (a
 * withdrawal answers a count of 0; a re-open is refused, COURSE_NOT_WITHDRAWN). The course must
 * be the student's, within the member's scope (NOT_FOUND otherwise), and the audit entry holds
 * the status before and after with the reason.
 */
export function changeStudentCourse(
  call: StudentActionCall & {
    tenants: TenantRegistry;
    action: CourseAction;
    courseEnrollmentId: number;
  },
): Promise<StudentActionDone> {
  return actOnStudent(call, call.action, async (tx, student, now) => {
    const owner = { tenantId: student.tenantId, userId: student.id };
    const change = await changes[call.action](tx, {
      owner,
      courseEnrollmentId: call.courseEnrollmentId,
      now,
    });
    if (change.changed) {
      await queueStudentActionNotice(tx, {
        tenants: call.tenants,
        student,
        notice: { kind: notices[call.action], course: change.course },
        now,
      });
    }
    return {
      before: auditState(change, change.before),
      after: auditState(change, change.after),
      count: change.changed ? 1 : 0,
    };
  });
}
