import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import { paths } from '@/lib/paths';

/** Where a visitor creates their account in each onboarding mode (docs/product/screens-and-routes.md route table). */
export function accountRouteFor(type: EnrollmentType): string {
  return type === 'davita-assessment-prepaid'
    ? paths.assessmentAccount.href()
    : paths.enrollmentAccount.href();
}
