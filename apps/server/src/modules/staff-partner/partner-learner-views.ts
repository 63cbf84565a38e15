import { csvLine } from '@portal/domain/staff/csv-cell';
import {
  PARTNER_LEARNERS_CSV_COLUMNS,
  type LearnerStatus,
  type PartnerLearner,
} from '@portal/domain/staff/partner-learners';
import type { LearnerCourseRow, LearnerRow } from '../../learner-records/learner-queries';

// A withdrawn course no longer counts toward what the learner has left to do.
const WITHDRAWN = 'DISABLED';

/** A learner as the list answers them, with their courses and the progress over them. */
export function partnerLearnerView(row: LearnerRow, courses: LearnerCourseRow[]): PartnerLearner {
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

export const PARTNER_LEARNERS_CSV_HEADER = `${PARTNER_LEARNERS_CSV_COLUMNS.join(',')}\r\n`;

/** A learner as CSV lines: one per course, or one with empty course cells when they have none. */
export function partnerLearnerCsvLines(learner: PartnerLearner): string {
  const person = [
    learner.id,
    learner.lastName,
    learner.firstName,
    learner.email,
    learner.tenantId,
    learner.program?.code ?? null,
    learner.status,
    learner.joinedAt,
  ];
  if (learner.enrolments.length === 0)
    return csvLine([...person, null, null, null, null, null, null]);
  return learner.enrolments
    .map((e) =>
      csvLine([
        ...person,
        e.courseCode,
        e.courseName,
        e.status,
        e.completedItems,
        e.requiredItems,
        e.gradePercent,
      ]),
    )
    .join('');
}
