import { programSlug } from '@portal/domain/catalog/program-slug';
import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import { firstEnrolmentStep } from '@portal/domain/enrollment/first-step';

/** The first step of enrolment in the tenant's mode. */
export function enrolNowHref(type: EnrollmentType): string {
  return firstEnrolmentStep(type);
}

/** The query parameter the program pickers read to preselect a program, by its slug. */
export const PROGRAM_PARAM = 'program';

/**
 * "Enrol now" for one program (a featured card, the program page): the mode's program picker with
 * the program preselected. In the prepaid modes the access code names the program, so the link
 * is the mode's first step as it is.
 */
export function enrolInProgramHref(type: EnrollmentType, program: { name: string }): string {
  const start = firstEnrolmentStep(type);
  if (type !== 'paid-preselected' && type !== 'paid-selective') return start;
  return `${start}?${new URLSearchParams({ [PROGRAM_PARAM]: programSlug(program.name) })}`;
}
