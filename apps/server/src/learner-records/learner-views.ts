import type { LearnerStatus, PartnerLearner } from '@portal/domain/staff/partner-learners';
import type { LearnerCourseRow, LearnerRow } from './learner-queries';

// A withdrawn course no longer counts toward what the learner has left to do.
const WITHDRAWN = 'DISABLED';

/**
 * A learner as a partner school's and an employer's lists answer them, with their courses and
 * the progress over them.
 */
export function learnerView(row: LearnerRow, courses: LearnerCourseRow[]): PartnerLearner {
  const own = courses.filter((c) => c.userId === row.id && c.tenantId === row.tenantId);
  const counted = own.filter((c) => c.status !== WITHDRAWN);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    tenantId: row.tenantId,
    program:
      row.programCode && row.programName ? { code: row.programCode, name: row.programName } : null,
    status: (row.membershipStatus ?? 'none') as LearnerStatus,
    joinedAt: row.createdAt.toISOString(),
    progress: {
      completedItems: counted.reduce((sum, c) => sum + c.completedItems, 0),
      requiredItems: counted.reduce((sum, c) => sum + c.requiredItems, 0),
    },
    enrolments: own.map((c) => ({
      courseEnrollmentId: c.id,
      courseName: c.courseName,
      courseCode: c.courseCode,
      status: c.status,
      completed: c.completed,
      completedItems: c.completedItems,
      requiredItems: c.requiredItems,
      gradePercent: c.gradePercent,
    })),
  };
}
