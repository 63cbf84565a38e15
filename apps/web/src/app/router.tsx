import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import {
  CONTENT_PAGES,
  contentFileOf,
  PUBLIC_REDIRECTS,
} from '@portal/domain/content/public-pages';
import type { AppServices } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { lazyRoute, type PageHandle } from './route-module';
import { routerBasename } from '@portal/domain/tenant/tenant-bootstrap';

// Content pages with a page of their own (a list or a form beside the content).
const OWN_PAGES = new Set<string>([paths.schools.path, paths.supportRequest.path]);

const ISLANDS: PageHandle = { islands: true };

/** A page behind sign-in, titled by the server before the app runs (PageHandle.title). */
const titled = (title: string): PageHandle => ({ title });

/**
 * Every page is lazy-loaded, and so are the transactional and account layouts, so a visitor's
 * public page never downloads enrollment or account code (docs/architecture.md, decision 11).
 * Access is decided by the RouteGuard inside each layout from the tenant's route map.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  const page = (load: Parameters<typeof lazyRoute>[0]) => lazyRoute(load, services);

  const contentRoutes: RouteObject[] = CONTENT_PAGES.filter((p) => !OWN_PAGES.has(p.path)).map(
    ({ path, content }) => ({
      path,
      handle: {
        content,
        islands: true,
        helpArticle: path.startsWith(`${paths.helpCenter.path}/`),
      } satisfies PageHandle,
      lazy: async () => {
        const { Component, loadContent } = await import('./routes/content-page');
        return { Component, loader: () => loadContent(content, services) };
      },
    }),
  );
  // The server answers these with 301s; these cover links followed inside the app (docs/product/screens-and-routes.md).
  const redirectRoutes: RouteObject[] = Object.entries(PUBLIC_REDIRECTS).map(([from, to]) => ({
    path: from,
    loader: () => redirect(to),
  }));

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          Component: MainLayout,
          children: [
            { index: true, handle: ISLANDS, ...page(() => import('./routes/home')) },
            { path: paths.login.path, ...page(() => import('./routes/login')) },
            { path: paths.logout.path, ...page(() => import('./routes/logout')) },
            { path: paths.staff.path, ...page(() => import('./routes/staff')) },
            { path: paths.staffStudents.path, ...page(() => import('./routes/staff-students')) },
            { path: paths.staffStudent.path, ...page(() => import('./routes/staff-student')) },
            { path: paths.staffSupport.path, ...page(() => import('./routes/staff-support')) },
            {
              path: paths.staffSupportConversation.path,
              ...page(() => import('./routes/staff-support-conversation')),
            },
            { path: paths.staffTeam.path, ...page(() => import('./routes/staff-team')) },
            { path: paths.staffEnrol.path, ...page(() => import('./routes/staff-enrol')) },
            { path: paths.staffRegistrar.path, ...page(() => import('./routes/staff-registrar')) },
            { path: paths.staffAudit.path, ...page(() => import('./routes/staff-audit')) },
            { path: paths.staffTenants.path, ...page(() => import('./routes/staff-tenants')) },
            { path: paths.staffTenant.path, ...page(() => import('./routes/staff-tenant')) },
            {
              path: paths.staffTenantPages.path,
              ...page(() => import('./routes/staff-tenant-pages')),
            },
            {
              path: paths.staffTenantPage.path,
              ...page(() => import('./routes/staff-tenant-page')),
            },
            {
              path: paths.staffPartnerLearners.path,
              ...page(() => import('./routes/staff-partner-learners')),
            },
            {
              path: paths.staffPartnerTranscripts.path,
              ...page(() => import('./routes/staff-partner-transcripts')),
            },
            {
              path: paths.staffEmployerCodes.path,
              ...page(() => import('./routes/staff-employer-codes')),
            },
            {
              path: paths.staffEmployerBatch.path,
              ...page(() => import('./routes/staff-employer-batch')),
            },
            {
              path: paths.staffEmployerLearners.path,
              ...page(() => import('./routes/staff-employer-learners')),
            },
            {
              path: paths.staffFinanceDisputes.path,
              ...page(() => import('./routes/staff-finance-disputes')),
            },
            {
              path: paths.staffFinanceReconciliation.path,
              ...page(() => import('./routes/staff-finance-reconciliation')),
            },
            {
              path: paths.staffFinanceReports.path,
              ...page(() => import('./routes/staff-finance-reports')),
            },
            { path: paths.staffCatalog.path, ...page(() => import('./routes/staff-catalog')) },
            {
              path: paths.staffCatalogCourse.path,
              ...page(() => import('./routes/staff-catalog-course')),
            },
            ...[paths.staffCatalogCourseNew.path, paths.staffCatalogCourseEdit.path].map(
              (path) => ({
                path,
                ...page(() => import('./routes/staff-catalog-course-editor')),
              }),
            ),
            {
              path: paths.staffCatalogCategory.path,
              ...page(() => import('./routes/staff-catalog-category')),
            },
            ...[paths.staffCatalogCategoryNew.path, paths.staffCatalogCategoryEdit.path].map(
              (path) => ({ path, ...page(() => import('./routes/staff-catalog-category-editor')) }),
            ),
            {
              path: paths.staffCatalogDraft.path,
              ...page(() => import('./routes/staff-catalog-draft')),
            },
            {
              path: paths.staffCatalogPreview.path,
              ...page(() => import('./routes/staff-catalog-preview')),
            },
            {
              path: paths.staffCatalogProgram.path,
              ...page(() => import('./routes/staff-catalog-program')),
            },
            ...[paths.staffCatalogProgramNew.path, paths.staffCatalogProgramEdit.path].map(
              (path) => ({ path, ...page(() => import('./routes/staff-catalog-program-editor')) }),
            ),
            ...[paths.staffCatalogProgramPreview.path, paths.staffCatalogPlanPreview.path].map(
              (path) => ({ path, ...page(() => import('./routes/staff-catalog-program-preview')) }),
            ),
            {
              path: paths.staffCatalogExam.path,
              ...page(() => import('./routes/staff-catalog-exam')),
            },
            ...[paths.staffCatalogExamNew.path, paths.staffCatalogExamEdit.path].map((path) => ({
              path,
              ...page(() => import('./routes/staff-catalog-exam-editor')),
            })),
            {
              path: paths.staffCatalogPlan.path,
              ...page(() => import('./routes/staff-catalog-plan')),
            },
            ...[paths.staffCatalogPlanNew.path, paths.staffCatalogPlanEdit.path].map((path) => ({
              path,
              ...page(() => import('./routes/staff-catalog-plan-editor')),
            })),
            {
              path: paths.staffCatalogPromotion.path,
              ...page(() => import('./routes/staff-catalog-promotion')),
            },
            ...[paths.staffCatalogPromotionNew.path, paths.staffCatalogPromotionEdit.path].map(
              (path) => ({
                path,
                ...page(() => import('./routes/staff-catalog-promotion-editor')),
              }),
            ),
            {
              path: paths.passwordForgotten.path,
              ...page(() => import('./routes/password-forgotten')),
            },
            { path: paths.passwordReset.path, ...page(() => import('./routes/password-reset')) },
            ...contentRoutes,
            ...redirectRoutes,
            {
              path: paths.schools.path,
              handle: ISLANDS,
              ...page(() => import('./routes/schools')),
            },
            {
              path: paths.program.path,
              handle: ISLANDS,
              ...page(() => import('./routes/program')),
            },
            {
              path: paths.catalog.path,
              handle: ISLANDS,
              ...page(() => import('./routes/catalog')),
            },
            {
              path: paths.subcategory.path,
              handle: ISLANDS,
              ...page(() => import('./routes/catalog-subcategory')),
            },
            {
              path: paths.course.path,
              handle: ISLANDS,
              ...page(() => import('./routes/course-details')),
            },
            {
              path: paths.supportRequest.path,
              handle: {
                content: contentFileOf(paths.supportRequest.path),
                helpArticle: true,
              } satisfies PageHandle,
              ...page(() => import('./routes/support-request')),
            },
            { path: '*', handle: ISLANDS, ...page(() => import('./routes/not-found')) },
          ],
        },
        {
          lazy: () => import('./layouts/transactional-layout'),
          children: [
            { path: paths.programPicker.path, ...page(() => import('./routes/program-picker')) },
            {
              path: paths.enrollmentStart.path,
              ...page(() => import('./routes/enrollment-start')),
            },
            { path: paths.enrollmentAccount.path, ...page(() => import('./routes/register')) },
            { path: paths.assessmentAccount.path, ...page(() => import('./routes/register')) },
            {
              path: paths.enrollmentPayment.path,
              handle: titled('enrollment:payment.title'),
              ...page(() => import('./routes/onboarding-payment')),
            },
            {
              path: paths.paymentReview.path,
              handle: titled('enrollment:review.title'),
              ...page(() => import('./routes/onboarding-payment-review')),
            },
            { path: paths.paymentIframe.path, ...page(() => import('./routes/payment-iframe')) },
            { path: paths.paymentResult.path, ...page(() => import('./routes/paypal-result')) },
            {
              path: paths.paymentAsyncResult.path,
              ...page(() => import('./routes/payment-async-result')),
            },
            {
              path: paths.onboardingProfile.path,
              handle: titled('onboarding:profile.title'),
              ...page(() => import('./routes/onboarding-profile')),
            },
            {
              path: paths.onboardingCourses.path,
              handle: titled('onboarding:courses.title'),
              ...page(() => import('./routes/onboarding-courses')),
            },
            {
              path: paths.onboardingSuccess.path,
              handle: titled('onboarding:success.title'),
              ...page(() => import('./routes/onboarding-success')),
            },
          ],
        },
        {
          lazy: () => import('./layouts/account-layout'),
          children: [
            {
              path: paths.dashboard.path,
              handle: titled('dashboard:title'),
              ...page(() => import('./routes/dashboard')),
            },
            {
              path: paths.billingPreferences.path,
              handle: titled('billing:title'),
              ...page(() => import('./routes/billing-preferences')),
            },
            {
              path: paths.orderDetails.path,
              handle: titled('billing:order.title'),
              ...page(() => import('./routes/order-details')),
            },
            {
              path: paths.accountSettings.path,
              handle: titled('account:settings.title'),
              ...page(() => import('./routes/account-settings')),
            },
            {
              path: paths.manageCourses.path,
              handle: titled('courses:manage.title'),
              ...page(() => import('./routes/manage-courses')),
            },
            {
              path: paths.moodleSso.path,
              handle: titled('course-launch:title'),
              ...page(() => import('./routes/moodle-sso')),
            },
            {
              path: paths.transcripts.path,
              handle: titled('transcripts:title'),
              ...page(() => import('./routes/transcripts')),
            },
            {
              path: paths.supportConversations.path,
              handle: titled('support:conversations.title'),
              ...page(() => import('./routes/support-conversations')),
            },
            {
              path: paths.supportConversation.path,
              handle: titled('support:conversation.title'),
              ...page(() => import('./routes/support-conversation')),
            },
            {
              path: paths.challengeExamPayment.path,
              handle: titled('challenge-exams:title'),
              ...page(() => import('./routes/challenge-exam-payment')),
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(
  services: AppServices,
  routes: RouteObject[],
  hydrationData?: HydrationState,
) {
  const basename = routerBasename(services.bootstrap);
  return createBrowserRouter(routes, {
    ...(basename ? { basename } : {}),
    ...(hydrationData ? { hydrationData } : {}),
  });
}
