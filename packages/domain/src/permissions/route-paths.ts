/**
 * The app's routes by name, as React Router patterns (`:param`, `:param?`, a trailing `/*`): the
 * one list of its paths (docs/product/screens-and-routes.md). The guard's route map (route-map.ts) and the coming-soon rule
 * read them here; the web builds its router and every link from them (apps/web/src/lib/paths.ts).
 * Content pages (storefront, pathways, help center) are listed in content/public-pages.ts.
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  logout: '/logout',
  /** The staff console (docs/staff-console.md): its own sign-in, apart from the students'. */
  staff: '/staff',
  /** The staff console's student search and a student's record. */
  staffStudents: '/staff/students',
  staffStudent: '/staff/students/:studentId',
  /** The staff console's support inbox and one conversation. */
  staffSupport: '/staff/support',
  staffSupportConversation: '/staff/support/:conversationId',
  /** Administrators manage the staff; a new member's one-time enrolment link lands on /staff/enrol. */
  staffTeam: '/staff/team',
  staffEnrol: '/staff/enrol',
  /** The registrar's queues (docs/staff-console.md "The registrar's queues"). */
  staffRegistrar: '/staff/registrar',
  /** The staff console's audit log: its search, CSV export and the chain's check. */
  staffAudit: '/staff/audit',
  /** Finance's open disputes of payments, with their deadlines (docs/disputes.md). */
  staffFinanceDisputes: '/staff/finance/disputes',
  /** Finance's reconciliation of the gateways' settlement files (docs/reconciliation.md). */
  staffFinanceReconciliation: '/staff/finance/reconciliation',
  /** A partner school's learners and the transcripts sent to it (docs/staff-console.md). */
  staffPartnerLearners: '/staff/partner/learners',
  staffPartnerTranscripts: '/staff/partner/transcripts',
  /** An employer's access codes, one batch of them, and its sponsored learners (docs/employers.md). */
  staffEmployerCodes: '/staff/employer/codes',
  staffEmployerBatch: '/staff/employer/codes/:batchId',
  staffEmployerLearners: '/staff/employer/learners',
  /** The finance reports: a month's figures per tenant and their trend (docs/finance-reports.md). */
  staffFinanceReports: '/staff/finance/reports',
  /**
   * The tenants a member edits, one tenant's settings, its content pages and one page's editor
   * (docs/tenant-editing.md).
   */
  staffTenants: '/staff/tenants',
  staffTenant: '/staff/tenants/:tenantId',
  staffTenantPages: '/staff/tenants/:tenantId/pages',
  staffTenantPage: '/staff/tenants/:tenantId/pages/:name',
  /**
   * The catalog editor's pages (docs/catalog-editing.md): the catalog, each kind's page with its
   * versions and its editor, a draft with its diff, and a drafted course's, program's or plan's
   * preview (a plan's is its program's page).
   */
  staffCatalog: '/staff/catalog',
  staffCatalogCourse: '/staff/catalog/courses/:courseId',
  staffCatalogCourseNew: '/staff/catalog/courses/new',
  staffCatalogCourseEdit: '/staff/catalog/courses/:courseId/edit',
  staffCatalogCategoryNew: '/staff/catalog/categories/new',
  staffCatalogCategory: '/staff/catalog/categories/:categoryId',
  staffCatalogCategoryEdit: '/staff/catalog/categories/:categoryId/edit',
  staffCatalogDraft: '/staff/catalog/drafts/:draftId',
  staffCatalogPreview: '/staff/catalog/drafts/:draftId/courses/:courseId/preview',
  staffCatalogProgram: '/staff/catalog/programs/:programId',
  staffCatalogProgramNew: '/staff/catalog/programs/new',
  staffCatalogProgramEdit: '/staff/catalog/programs/:programId/edit',
  staffCatalogProgramPreview: '/staff/catalog/drafts/:draftId/programs/:programId/preview',
  staffCatalogExam: '/staff/catalog/exams/:examId',
  staffCatalogExamNew: '/staff/catalog/exams/new',
  staffCatalogExamEdit: '/staff/catalog/exams/:examId/edit',
  staffCatalogPlan: '/staff/catalog/plans/:planId',
  staffCatalogPlanNew: '/staff/catalog/plans/new',
  staffCatalogPlanEdit: '/staff/catalog/plans/:planId/edit',
  staffCatalogPlanPreview: '/staff/catalog/drafts/:draftId/plans/:planId/preview',
  staffCatalogPromotion: '/staff/catalog/promotions/:promotionId',
  staffCatalogPromotionNew: '/staff/catalog/promotions/new',
  staffCatalogPromotionEdit: '/staff/catalog/promotions/:promotionId/edit',
  /** Every password and sign-in callback route. */
  auth: '/auth/*',
  authCallback: '/auth/callback',
  passwordForgotten: '/auth/password-forgotten',
  passwordReset: '/auth/password-reset/:code',
  programPicker: '/program',
  program: '/program/:slug',
  catalog: '/online-college-courses/:categoryName?',
  course: '/online-college-courses/:categoryName/:productId',
  subcategory: '/online-college-courses/:categoryName/subcategory/:subCategoryId',
  schools: '/schools',
  pathways: '/pathways/*',
  helpCenter: '/help-center',
  helpArticle: '/help-center/*',
  enrollmentStart: '/enrollment/start',
  enrollmentAccount: '/enrollment/account',
  assessmentAccount: '/assessment-account-creation',
  paymentIframe: '/payment/iframe',
  paymentAsyncResult: '/paymentAsync/:paymentResponseStatus',
  paymentResult: '/payment/:paymentResponseStatus?',
  enrollmentPayment: '/enrollment/payment',
  paymentReview: '/enrollment/payment/review/:paymentResponseStatus?',
  onboardingProfile: '/onboarding/profile',
  onboardingCourses: '/onboarding/courses',
  onboardingSuccess: '/onboarding/success',
  dashboard: '/account/dashboard',
  challengeExamPayment: '/account/challenge-exam/payment/:productId?',
  billingPreferences:
    '/account/billing-preferences/:paymentResponseStatus?/:paymentResponseParams?',
  orderDetails: '/account/order/:orderId/:transactionId?/:transactionType?',
  accountSettings: '/account/account-settings',
  transcripts: '/account/transcripts',
  /** The student's support requests as conversations, and one of them (docs/support.md). */
  supportConversations: '/account/support',
  supportConversation: '/account/support/:conversationId',
  manageCourses: '/account/manage-courses',
  wellConnect: '/help-center/well-connect',
  financialAvenue: '/help-center/financial-avenue',
  supportRequest: '/help-center/support-request',
  moodleSso: '/moodle-sso/module/:moduleIdNumber',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
