import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';

export interface NavLink {
  to: string;
  /** Message id in the `shell` namespace. */
  labelKey: string;
}

/** SPEC §2 "Chrome and behaviour": the user menu, in this order. */
export const USER_MENU_LINKS: readonly NavLink[] = [
  { to: '/account/dashboard', labelKey: 'userMenu.studentPortal' },
  { to: '/account/billing-preferences', labelKey: 'userMenu.billingPreferences' },
  { to: '/account/account-settings', labelKey: 'userMenu.accountSettings' },
  { to: '/account/transcripts', labelKey: 'userMenu.transcripts' },
  { to: '/help-center/support-request', labelKey: 'userMenu.supportRequest' },
  { to: '/logout', labelKey: 'userMenu.logout' },
];

// Where "enrol now" starts, per onboarding mode (SPEC §2 "Enrollment routes by onboarding mode").
const ENROL_NOW: Record<EnrollmentType, string> = {
  'paid-preselected': '/program',
  'paid-selective': '/enrollment/start',
  prepaid: '/enrollment/account',
  'davita-assessment-prepaid': '/assessment-account-creation',
};

export function enrolNowRoute(type: EnrollmentType): string {
  return ENROL_NOW[type];
}

/** The request-info lead form lives on the home page (a later storefront issue). */
export const REQUEST_INFO_ROUTE = '/#request-info';
export const HELP_CENTER_ROUTE = '/help-center';
