import { PUBLIC_REDIRECTS, VISITOR_CONTENT_PATHS } from '../content/public-pages';
import type { EnrollmentType } from '../enrollment/enrollment-type';
import type { Permission } from './permission';
import { ROUTE_PATHS as R } from './route-paths';

/**
 * Route patterns (React Router syntax: `:param`, `:param?`, trailing `/*`) per permission level.
 * The first pattern of a level is where a user whose highest level it is gets sent
 * (docs/product/states-and-transitions.md), so it must be a concrete path without parameters.
 */
export type RouteMap = Record<Permission, string[]>;

const FRONT_STORE_ROUTES = [
  R.home,
  R.login,
  R.logout,
  // The staff console decides access itself, with the staff session the student guard never sees.
  R.staff,
  R.staffStudents,
  R.staffStudent,
  R.staffSupport,
  R.staffSupportConversation,
  R.staffTeam,
  R.staffEnrol,
  R.staffRegistrar,
  R.staffAudit,
  R.staffFinanceDisputes,
  R.staffFinanceReconciliation,
  R.staffPartnerLearners,
  R.staffPartnerTranscripts,
  R.staffEmployerCodes,
  R.staffEmployerBatch,
  R.staffEmployerLearners,
  R.staffFinanceReports,
  R.staffTenants,
  R.staffTenant,
  R.staffTenantPages,
  R.staffTenantPage,
  R.staffCatalog,
  R.staffCatalogCourse,
  R.staffCatalogCourseNew,
  R.staffCatalogCourseEdit,
  R.staffCatalogCategoryNew,
  R.staffCatalogCategory,
  R.staffCatalogCategoryEdit,
  R.staffCatalogDraft,
  R.staffCatalogPreview,
  R.staffCatalogProgram,
  R.staffCatalogProgramNew,
  R.staffCatalogProgramEdit,
  R.staffCatalogProgramPreview,
  R.staffCatalogExam,
  R.staffCatalogExamNew,
  R.staffCatalogExamEdit,
  R.staffCatalogPlan,
  R.staffCatalogPlanNew,
  R.staffCatalogPlanEdit,
  R.staffCatalogPlanPreview,
  R.staffCatalogPromotion,
  R.staffCatalogPromotionNew,
  R.staffCatalogPromotionEdit,
  R.authCallback,
  R.passwordForgotten,
  R.passwordReset,
  R.programPicker,
  R.program,
  R.catalog,
  R.course,
  R.subcategory,
  // Storefront, pathway and help-center pages open to visitors (well-connect, financial-avenue
  // and support-request are behind dashboard access: a front-store match would always allow them).
  ...VISITOR_CONTENT_PATHS,
  R.pathways,
  // Redirect sources of docs/product/screens-and-routes.md "Redirects" and the partner-group roots.
  ...Object.keys(PUBLIC_REDIRECTS),
  R.enrollmentStart,
  R.enrollmentAccount,
  R.assessmentAccount,
  R.paymentIframe,
  R.paymentAsyncResult,
  R.paymentResult,
];

// Where a signed-in user without an order starts, per onboarding mode (docs/product/screens-and-routes.md "Enrollment
// routes by onboarding mode"): paid modes go straight to payment details, the prepaid modes to
// the page that takes the access code.
const PLACE_ORDER_ROUTE: Record<EnrollmentType, string> = {
  'paid-preselected': R.enrollmentPayment,
  'paid-selective': R.enrollmentPayment,
  prepaid: R.enrollmentAccount,
  'davita-assessment-prepaid': R.assessmentAccount,
};

/** The route map every tenant starts from; a tenant may replace it through configuration. */
export function defaultRouteMap(type: EnrollmentType): RouteMap {
  return {
    CAN_VIEW_FRONT_STORE: [...FRONT_STORE_ROUTES],
    CAN_PLACE_ORDER: [PLACE_ORDER_ROUTE[type]],
    CAN_PAY: [R.enrollmentPayment, R.paymentReview],
    // A learner who has just paid sees the confirmation (the review route) before the profile;
    // the payment form itself is no longer theirs, so the back button cannot pay again.
    CAN_FILL_PROFILE: [R.onboardingProfile, R.paymentReview],
    CAN_SELECT_COURSEWORK: [R.onboardingCourses],
    CAN_COMPLETE_ONBOARDING: [R.onboardingSuccess],
    CAN_ACCESS_DASHBOARD: [
      R.dashboard,
      R.challengeExamPayment,
      R.billingPreferences,
      R.orderDetails,
      R.accountSettings,
      R.transcripts,
      R.supportConversations,
      R.supportConversation,
      R.manageCourses,
      R.wellConnect,
      R.financialAvenue,
      R.supportRequest,
      R.moodleSso,
    ],
  };
}
