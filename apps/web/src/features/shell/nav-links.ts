import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import { paths } from '@/lib/paths';

export interface NavLink {
  to: string;
  /** Message id in the `shell` namespace. */
  labelKey: string;
  /**
   * Shown to visitors only: hidden before first paint when the signed-in hint is set
   * (docs/decisions/0014), until the app renders the signed-in header.
   */
  visitorOnly?: boolean;
}

/** SPEC §2 "Chrome and behaviour": the user menu, in this order. */
export const USER_MENU_LINKS: readonly NavLink[] = [
  { to: paths.dashboard.href(), labelKey: 'userMenu.studentPortal' },
  { to: paths.billingPreferences.href(), labelKey: 'userMenu.billingPreferences' },
  { to: paths.accountSettings.href(), labelKey: 'userMenu.accountSettings' },
  { to: paths.transcripts.href(), labelKey: 'userMenu.transcripts' },
  { to: paths.supportRequest.href(), labelKey: 'userMenu.supportRequest' },
  { to: paths.logout.href(), labelKey: 'userMenu.logout' },
];

// Where "enrol now" starts, per onboarding mode (SPEC §2 "Enrollment routes by onboarding mode").
const ENROL_NOW: Record<EnrollmentType, string> = {
  'paid-preselected': paths.programPicker.href(),
  'paid-selective': paths.enrollmentStart.href(),
  prepaid: paths.enrollmentAccount.href(),
  'davita-assessment-prepaid': paths.assessmentAccount.href(),
};

export function enrolNowRoute(type: EnrollmentType): string {
  return ENROL_NOW[type];
}

/** The request-info lead form lives on the home page (a later storefront issue). */
export const REQUEST_INFO_ROUTE = paths.home.href('request-info');
export const HELP_CENTER_ROUTE = paths.helpCenter.href();
