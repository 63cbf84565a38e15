import { ROUTE_PATHS } from '../permissions/route-paths';
import type { EnrollmentType } from './enrollment-type';

// Where "enrol now" starts, per onboarding mode (docs/product/screens-and-routes.md "Enrollment routes by onboarding mode").
const FIRST_STEP: Record<EnrollmentType, string> = {
  'paid-preselected': ROUTE_PATHS.programPicker,
  'paid-selective': ROUTE_PATHS.enrollmentStart,
  prepaid: ROUTE_PATHS.enrollmentAccount,
  'davita-assessment-prepaid': ROUTE_PATHS.assessmentAccount,
};

/** The path of the first step of enrolment in an onboarding mode. */
export function firstEnrolmentStep(type: EnrollmentType): string {
  return FIRST_STEP[type];
}
