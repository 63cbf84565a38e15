import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/toaster';
import { paths } from '@/lib/paths';
import { TestProviders, testServices } from '@/testing/test-services';
import { AuditLogPage } from '../audit/audit-log-page';
import { DisputesPage } from '../finance/disputes-page';
import { ReconciliationPage } from '../finance/reconciliation-page';
import { FinanceReportsPage } from '../finance/finance-reports-page';
import { StaffConsolePage } from '../sign-in/staff-console-page';
import { StaffEnrolPage } from '../team/staff-enrol-page';
import { StaffTeamPage } from '../team/staff-team-page';
import { StudentRecordPage } from '../students/student-record-page';
import { RegistrarPage } from '../registrar/registrar-page';
import { AccessCodeBatchPage } from '../employer/access-code-batch-page';
import { AccessCodesPage } from '../employer/access-codes-page';
import { SponsoredLearnersPage } from '../employer/sponsored-learners-page';
import { LearnersPage } from '../partner/learners-page';
import { PartnerTranscriptsPage } from '../partner/partner-transcripts-page';
import { StudentSearchPage } from '../students/student-search-page';
import { CatalogPage } from '../catalog/catalog-page';
import { CatalogCategoryPage } from '../catalog/catalog-category-page';
import { CatalogCoursePage } from '../catalog/catalog-course-page';
import { CatalogExamPage } from '../catalog/catalog-exam-page';
import { ExamEditorPage } from '../catalog/exam-editor-page';
import { CatalogDraftPage } from '../catalog/catalog-draft-page';
import { CourseEditorPage } from '../catalog/course-editor-page';
import { CatalogProgramPage } from '../catalog/catalog-program-page';
import { ProgramEditorPage } from '../catalog/program-editor-page';
import { CatalogPlanPage } from '../catalog/catalog-plan-page';
import { PlanEditorPage } from '../catalog/plan-editor-page';
import { CatalogPromotionPage } from '../catalog/catalog-promotion-page';
import { PromotionEditorPage } from '../catalog/promotion-editor-page';
import { SupportConversationPage } from '../support/support-conversation-page';
import { SupportInboxPage } from '../support/support-inbox-page';
import { TenantEditorPage } from '../tenants/tenant-editor-page';
import { TenantPageEditorPage } from '../tenants/tenant-page-editor-page';
import { TenantPagesPage } from '../tenants/tenant-pages-page';
import { TenantsPage } from '../tenants/tenants-page';

/** The staff console's pages in a router that starts at `url`, with toasts. */
export function renderStaffRoute(fetch: typeof globalThis.fetch, url: string) {
  const withToasts = (page: React.ReactNode) => (
    <>
      {page}
      <Toaster />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: paths.staff.path, element: withToasts(<StaffConsolePage />) },
      { path: paths.staffStudents.path, element: withToasts(<StudentSearchPage />) },
      { path: paths.staffStudent.path, element: withToasts(<StudentRecordPage />) },
      { path: paths.staffSupport.path, element: withToasts(<SupportInboxPage />) },
      {
        path: paths.staffSupportConversation.path,
        element: withToasts(<SupportConversationPage />),
      },
      { path: paths.staffTeam.path, element: withToasts(<StaffTeamPage />) },
      { path: paths.staffTenants.path, element: withToasts(<TenantsPage />) },
      { path: paths.staffTenant.path, element: withToasts(<TenantEditorPage />) },
      { path: paths.staffTenantPages.path, element: withToasts(<TenantPagesPage />) },
      { path: paths.staffTenantPage.path, element: withToasts(<TenantPageEditorPage />) },
      { path: paths.staffEnrol.path, element: withToasts(<StaffEnrolPage />) },
      { path: paths.staffRegistrar.path, element: withToasts(<RegistrarPage />) },
      { path: paths.staffAudit.path, element: withToasts(<AuditLogPage />) },
      { path: paths.staffFinanceDisputes.path, element: withToasts(<DisputesPage />) },
      {
        path: paths.staffFinanceReconciliation.path,
        element: withToasts(<ReconciliationPage />),
      },
      { path: paths.staffPartnerLearners.path, element: withToasts(<LearnersPage />) },
      {
        path: paths.staffPartnerTranscripts.path,
        element: withToasts(<PartnerTranscriptsPage />),
      },
      { path: paths.staffFinanceReports.path, element: withToasts(<FinanceReportsPage />) },
      { path: paths.staffEmployerCodes.path, element: withToasts(<AccessCodesPage />) },
      { path: paths.staffEmployerBatch.path, element: withToasts(<AccessCodeBatchPage />) },
      { path: paths.staffEmployerLearners.path, element: withToasts(<SponsoredLearnersPage />) },
      { path: paths.staffCatalog.path, element: withToasts(<CatalogPage />) },
      { path: paths.staffCatalogCourse.path, element: withToasts(<CatalogCoursePage />) },
      { path: paths.staffCatalogCourseEdit.path, element: withToasts(<CourseEditorPage />) },
      { path: paths.staffCatalogCourseNew.path, element: withToasts(<CourseEditorPage />) },
      { path: paths.staffCatalogDraft.path, element: withToasts(<CatalogDraftPage />) },
      { path: paths.staffCatalogProgram.path, element: withToasts(<CatalogProgramPage />) },
      { path: paths.staffCatalogProgramEdit.path, element: withToasts(<ProgramEditorPage />) },
      { path: paths.staffCatalogProgramNew.path, element: withToasts(<ProgramEditorPage />) },
      { path: paths.staffCatalogCategory.path, element: withToasts(<CatalogCategoryPage />) },
      { path: paths.staffCatalogExam.path, element: withToasts(<CatalogExamPage />) },
      { path: paths.staffCatalogExamEdit.path, element: withToasts(<ExamEditorPage />) },
      { path: paths.staffCatalogExamNew.path, element: withToasts(<ExamEditorPage />) },
      { path: paths.staffCatalogPlan.path, element: withToasts(<CatalogPlanPage />) },
      { path: paths.staffCatalogPlanEdit.path, element: withToasts(<PlanEditorPage />) },
      { path: paths.staffCatalogPlanNew.path, element: withToasts(<PlanEditorPage />) },
      { path: paths.staffCatalogPromotion.path, element: withToasts(<CatalogPromotionPage />) },
      { path: paths.staffCatalogPromotionEdit.path, element: withToasts(<PromotionEditorPage />) },
      { path: paths.staffCatalogPromotionNew.path, element: withToasts(<PromotionEditorPage />) },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={testServices({ fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { user: userEvent.setup(), router, location };
}
