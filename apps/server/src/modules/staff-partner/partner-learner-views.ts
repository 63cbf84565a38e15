import { csvHeader, csvLine } from '@portal/domain/staff/csv-cell';
import {
  PARTNER_LEARNERS_CSV_COLUMNS,
  type PartnerLearner,
} from '@portal/domain/staff/partner-learners';

export const PARTNER_LEARNERS_CSV_HEADER = csvHeader(PARTNER_LEARNERS_CSV_COLUMNS);

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
