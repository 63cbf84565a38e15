import { generatePath } from 'react-router';
import type { HELP_CENTER_SLUGS, STOREFRONT_PAGES } from '@portal/domain/content/public-pages';
import { ROUTE_PATHS as R } from '@portal/domain/permissions/route-paths';

type HelpCenterSlug = (typeof HELP_CENTER_SLUGS)[number];
type StorefrontPage = (typeof STOREFRONT_PAGES)[number];

/** `path` with the given values as its query string; empty or absent ones are left out. */
function withQuery(path: string, values: Record<string, string | undefined>): string {
  const given = Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]);
  return given.length ? `${path}?${new URLSearchParams(given)}` : path;
}

/**
 * The web app's paths, one entry per route: `path` is the router's pattern, `href(...)` the link
 * to it. The patterns come from the domain's route list, which the permission guard reads too,
 * so a path is written once (bulletproof-react's `config/paths.ts`). Links and navigations use
 * `href`, never a literal.
 */
export const paths = {
  home: { path: R.home, href: (hash?: string) => (hash ? `${R.home}#${hash}` : R.home) },
  login: {
    path: R.login,
    href: (redirect?: string) =>
      redirect === undefined ? R.login : `${R.login}?redirect=${encodeURIComponent(redirect)}`,
  },
  logout: { path: R.logout, href: () => R.logout },
  staff: { path: R.staff, href: () => R.staff },
  staffStudents: {
    path: R.staffStudents,
    /** The search, its page (the first left out) and its order (`sort`, `dir`) when chosen. */
    href: (q: string, page = 1, order: Record<string, string> = {}) =>
      `${R.staffStudents}?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}), ...order })}`,
  },
  staffStudent: {
    path: R.staffStudent,
    href: (studentId: string) => generatePath(R.staffStudent, { studentId }),
  },
  /** The support inbox; its filters and page are the query string (only those not at default). */
  staffSupport: {
    path: R.staffSupport,
    href: (filters: Record<string, string> = {}) => withQuery(R.staffSupport, filters),
  },
  staffSupportConversation: {
    path: R.staffSupportConversation,
    href: (conversationId: number) =>
      generatePath(R.staffSupportConversation, { conversationId: String(conversationId) }),
  },
  staffTeam: {
    path: R.staffTeam,
    /** The list's filters and page, as the address holds them (the first page left out). */
    href: (filters: Partial<Record<'q' | 'role' | 'status' | 'page', string>> = {}) =>
      withQuery(R.staffTeam, { ...filters, page: filters.page === '1' ? undefined : filters.page }),
  },
  staffEnrol: { path: R.staffEnrol, href: () => R.staffEnrol },
  /** The queue, its filters and the page, as the address holds them. */
  staffRegistrar: {
    path: R.staffRegistrar,
    href: (state: Record<string, string | undefined> = {}) => withQuery(R.staffRegistrar, state),
  },
  /** Finance's disputes, their filters and page as the address holds them. */
  staffFinanceDisputes: {
    path: R.staffFinanceDisputes,
    href: (filters: Record<string, string> = {}) => withQuery(R.staffFinanceDisputes, filters),
  },
  /** Finance's reconciliation queue: the gateways' imported days and what did not match. */
  staffFinanceReconciliation: {
    path: R.staffFinanceReconciliation,
    href: () => R.staffFinanceReconciliation,
  },
  /** A partner school's learners, their filters, order and page as the address holds them. */
  staffPartnerLearners: {
    path: R.staffPartnerLearners,
    href: (query: Record<string, string | undefined> = {}) =>
      withQuery(R.staffPartnerLearners, query),
  },
  /** The transcripts sent to a partner school, the step and page as the address holds them. */
  staffPartnerTranscripts: {
    path: R.staffPartnerTranscripts,
    href: (query: Record<string, string | undefined> = {}) =>
      withQuery(R.staffPartnerTranscripts, query),
  },
  /** An employer's access codes: the batches (their page in the address) and the statements. */
  staffEmployerCodes: {
    path: R.staffEmployerCodes,
    href: (query: Record<string, string | undefined> = {}) =>
      withQuery(R.staffEmployerCodes, query),
  },
  /** One batch of an employer's access codes, with each code. */
  staffEmployerBatch: {
    path: R.staffEmployerBatch,
    href: (batchId: string) => generatePath(R.staffEmployerBatch, { batchId }),
  },
  /** The learners an employer sponsors, their search, order and page as the address holds them. */
  staffEmployerLearners: {
    path: R.staffEmployerLearners,
    href: (query: Record<string, string | undefined> = {}) =>
      withQuery(R.staffEmployerLearners, query),
  },
  /** The finance reports with the month and tenant the address holds. */
  staffFinanceReports: {
    path: R.staffFinanceReports,
    href: (state: { month?: string; tenant?: string } = {}) =>
      withQuery(R.staffFinanceReports, state),
  },
  /** The catalog: its courses (narrowed by `q`, paged by `page`), other kinds, drafts and files. */
  staffCatalog: {
    path: R.staffCatalog,
    href: (query: { q?: string; page?: number } = {}) =>
      withQuery(R.staffCatalog, {
        q: query.q || undefined,
        page: query.page && query.page > 1 ? String(query.page) : undefined,
      }),
  },
  staffCatalogCourse: {
    path: R.staffCatalogCourse,
    href: (courseId: number) => generatePath(R.staffCatalogCourse, { courseId: String(courseId) }),
  },
  /** The course editor; with `draft`, the change goes into that draft. */
  staffCatalogCourseNew: {
    path: R.staffCatalogCourseNew,
    href: (draft?: string) => withQuery(R.staffCatalogCourseNew, { draft }),
  },
  staffCatalogCourseEdit: {
    path: R.staffCatalogCourseEdit,
    href: (courseId: number, draft?: string) =>
      withQuery(generatePath(R.staffCatalogCourseEdit, { courseId: String(courseId) }), { draft }),
  },
  staffCatalogCategoryNew: {
    path: R.staffCatalogCategoryNew,
    href: (draft?: string) => withQuery(R.staffCatalogCategoryNew, { draft }),
  },
  staffCatalogCategory: {
    path: R.staffCatalogCategory,
    href: (categoryId: number) =>
      generatePath(R.staffCatalogCategory, { categoryId: String(categoryId) }),
  },
  staffCatalogCategoryEdit: {
    path: R.staffCatalogCategoryEdit,
    href: (categoryId: number, draft?: string) =>
      withQuery(generatePath(R.staffCatalogCategoryEdit, { categoryId: String(categoryId) }), {
        draft,
      }),
  },
  staffCatalogDraft: {
    path: R.staffCatalogDraft,
    href: (draftId: string) => generatePath(R.staffCatalogDraft, { draftId }),
  },
  staffCatalogPreview: {
    path: R.staffCatalogPreview,
    href: (draftId: string, courseId: number) =>
      generatePath(R.staffCatalogPreview, { draftId, courseId: String(courseId) }),
  },
  staffCatalogProgram: {
    path: R.staffCatalogProgram,
    href: (programId: number) =>
      generatePath(R.staffCatalogProgram, { programId: String(programId) }),
  },
  /** The program editor; with `draft`, the change goes into that draft. */
  staffCatalogProgramNew: {
    path: R.staffCatalogProgramNew,
    href: (draft?: string) => withQuery(R.staffCatalogProgramNew, { draft }),
  },
  staffCatalogProgramEdit: {
    path: R.staffCatalogProgramEdit,
    href: (programId: number, draft?: string) =>
      withQuery(generatePath(R.staffCatalogProgramEdit, { programId: String(programId) }), {
        draft,
      }),
  },
  staffCatalogProgramPreview: {
    path: R.staffCatalogProgramPreview,
    href: (draftId: string, programId: number) =>
      generatePath(R.staffCatalogProgramPreview, { draftId, programId: String(programId) }),
  },
  staffCatalogExam: {
    path: R.staffCatalogExam,
    href: (examId: number) => generatePath(R.staffCatalogExam, { examId: String(examId) }),
  },
  /** The challenge-exam editor; with `draft`, the change goes into that draft. */
  staffCatalogExamNew: {
    path: R.staffCatalogExamNew,
    href: (draft?: string) => withQuery(R.staffCatalogExamNew, { draft }),
  },
  staffCatalogExamEdit: {
    path: R.staffCatalogExamEdit,
    href: (examId: number, draft?: string) =>
      withQuery(generatePath(R.staffCatalogExamEdit, { examId: String(examId) }), { draft }),
  },
  staffCatalogPlan: {
    path: R.staffCatalogPlan,
    href: (planId: number) => generatePath(R.staffCatalogPlan, { planId: String(planId) }),
  },
  /** The payment-plan editor; with `draft`, the change goes into that draft. */
  staffCatalogPlanNew: {
    path: R.staffCatalogPlanNew,
    href: (draft?: string) => withQuery(R.staffCatalogPlanNew, { draft }),
  },
  staffCatalogPlanEdit: {
    path: R.staffCatalogPlanEdit,
    href: (planId: number, draft?: string) =>
      withQuery(generatePath(R.staffCatalogPlanEdit, { planId: String(planId) }), { draft }),
  },
  staffCatalogPlanPreview: {
    path: R.staffCatalogPlanPreview,
    href: (draftId: string, planId: number) =>
      generatePath(R.staffCatalogPlanPreview, { draftId, planId: String(planId) }),
  },
  staffCatalogPromotion: {
    path: R.staffCatalogPromotion,
    href: (promotionId: number) =>
      generatePath(R.staffCatalogPromotion, { promotionId: String(promotionId) }),
  },
  /** The promotion editor; with `draft`, the change goes into that draft. */
  staffCatalogPromotionNew: {
    path: R.staffCatalogPromotionNew,
    href: (draft?: string) => withQuery(R.staffCatalogPromotionNew, { draft }),
  },
  staffCatalogPromotionEdit: {
    path: R.staffCatalogPromotionEdit,
    href: (promotionId: number, draft?: string) =>
      withQuery(generatePath(R.staffCatalogPromotionEdit, { promotionId: String(promotionId) }), {
        draft,
      }),
  },
  /** The audit log with these filters (and page cursor). */
  staffTenants: { path: R.staffTenants, href: () => R.staffTenants },
  staffTenant: {
    path: R.staffTenant,
    href: (tenantId: string) => generatePath(R.staffTenant, { tenantId }),
  },
  staffTenantPages: {
    path: R.staffTenantPages,
    href: (tenantId: string) => generatePath(R.staffTenantPages, { tenantId }),
  },
  staffTenantPage: {
    path: R.staffTenantPage,
    href: (tenantId: string, name: string) => generatePath(R.staffTenantPage, { tenantId, name }),
  },
  staffAudit: {
    path: R.staffAudit,
    href: (query: Record<string, string | undefined> = {}) => withQuery(R.staffAudit, query),
  },
  passwordForgotten: { path: R.passwordForgotten, href: () => R.passwordForgotten },
  passwordReset: {
    path: R.passwordReset,
    href: (code: string) => generatePath(R.passwordReset, { code }),
  },
  programPicker: { path: R.programPicker, href: () => R.programPicker },
  program: { path: R.program, href: (slug: string) => generatePath(R.program, { slug }) },
  catalog: {
    path: R.catalog,
    href: (categoryName?: string) => generatePath(R.catalog, { categoryName }),
  },
  course: {
    path: R.course,
    href: (categoryName: string, productId: number) =>
      generatePath(R.course, { categoryName, productId: String(productId) }),
  },
  subcategory: {
    path: R.subcategory,
    href: (categoryName: string, subCategoryId: number) =>
      generatePath(R.subcategory, { categoryName, subCategoryId: String(subCategoryId) }),
  },
  schools: { path: R.schools, href: () => R.schools },
  helpCenter: { path: R.helpCenter, href: () => R.helpCenter },
  helpArticle: {
    path: R.helpArticle,
    href: (slug: HelpCenterSlug) => `${R.helpCenter}/${slug}`,
  },
  enrollmentStart: { path: R.enrollmentStart, href: () => R.enrollmentStart },
  enrollmentAccount: { path: R.enrollmentAccount, href: () => R.enrollmentAccount },
  assessmentAccount: { path: R.assessmentAccount, href: () => R.assessmentAccount },
  enrollmentPayment: { path: R.enrollmentPayment, href: () => R.enrollmentPayment },
  paymentReview: {
    path: R.paymentReview,
    href: (paymentResponseStatus?: string) =>
      generatePath(R.paymentReview, { paymentResponseStatus }),
  },
  paymentIframe: { path: R.paymentIframe, href: () => R.paymentIframe },
  paymentAsyncResult: {
    path: R.paymentAsyncResult,
    href: (paymentResponseStatus: string) =>
      generatePath(R.paymentAsyncResult, { paymentResponseStatus }),
  },
  paymentResult: {
    path: R.paymentResult,
    href: (paymentResponseStatus?: string) =>
      generatePath(R.paymentResult, { paymentResponseStatus }),
  },
  onboardingProfile: { path: R.onboardingProfile, href: () => R.onboardingProfile },
  onboardingCourses: { path: R.onboardingCourses, href: () => R.onboardingCourses },
  onboardingSuccess: { path: R.onboardingSuccess, href: () => R.onboardingSuccess },
  dashboard: { path: R.dashboard, href: () => R.dashboard },
  billingPreferences: {
    path: R.billingPreferences,
    href: (paymentResponseStatus?: string, paymentResponseParams?: string) =>
      generatePath(R.billingPreferences, { paymentResponseStatus, paymentResponseParams }),
  },
  orderDetails: {
    path: R.orderDetails,
    href: (orderId: string, transactionId?: string, transactionType?: 'ORDER' | 'SUBSCRIPTION') =>
      generatePath(R.orderDetails, { orderId, transactionId, transactionType }),
  },
  accountSettings: { path: R.accountSettings, href: () => R.accountSettings },
  transcripts: { path: R.transcripts, href: () => R.transcripts },
  supportConversations: { path: R.supportConversations, href: () => R.supportConversations },
  supportConversation: {
    path: R.supportConversation,
    href: (conversationId: number) =>
      generatePath(R.supportConversation, { conversationId: String(conversationId) }),
  },
  manageCourses: { path: R.manageCourses, href: () => R.manageCourses },
  supportRequest: { path: R.supportRequest, href: () => R.supportRequest },
  moodleSso: {
    path: R.moodleSso,
    href: (moduleIdNumber: string) => generatePath(R.moodleSso, { moduleIdNumber }),
  },
  // Challenge exams (docs/challenge-exams.md)
  challengeExamPayment: {
    path: R.challengeExamPayment,
    href: (productId?: number) =>
      generatePath(R.challengeExamPayment, {
        productId: productId === undefined ? undefined : String(productId),
      }),
  },
} as const;

// Storefront pages (docs/storefront.md): the header and footer link to these. Their routes are content
// routes (content/public-pages.ts), so they have no pattern here.
export const storefrontPaths = {
  page: (name: StorefrontPage) => `/${name}`,
  pathways: (pathway?: string) => (pathway ? `/pathways/${pathway}` : '/pathways'),
};
