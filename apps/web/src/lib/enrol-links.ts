import { programSlug } from '@portal/domain/catalog/program-slug';
import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import { paths } from './paths';

// Where "enrol now" starts, per onboarding mode (SPEC §2 "Enrollment routes by onboarding mode").
const ENROL_NOW: Record<EnrollmentType, string> = {
  'paid-preselected': paths.programPicker.href(),
  'paid-selective': paths.enrollmentStart.href(),
  prepaid: paths.enrollmentAccount.href(),
  'davita-assessment-prepaid': paths.assessmentAccount.href(),
};

/** The first step of enrolment in the tenant's mode. */
export function enrolNowHref(type: EnrollmentType): string {
  return ENROL_NOW[type];
}

/** The query parameter the program pickers read to preselect a program, by its slug. */
export const PROGRAM_PARAM = 'program';

/**
 * "Enrol now" for one program (a featured card, the program page): the mode's program picker with
 * the program preselected. In the prepaid modes the access code names the program, so the link
 * is the mode's first step as it is.
 */
export function enrolInProgramHref(type: EnrollmentType, program: { name: string }): string {
  const start = ENROL_NOW[type];
  if (type !== 'paid-preselected' && type !== 'paid-selective') return start;
  return `${start}?${new URLSearchParams({ [PROGRAM_PARAM]: programSlug(program.name) })}`;
}
