import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';

/** Where a visitor creates their account in each onboarding mode (SPEC §2 route table). */
export function accountRouteFor(type: EnrollmentType): string {
  return type === 'davita-assessment-prepaid'
    ? '/assessment-account-creation'
    : '/enrollment/account';
}
