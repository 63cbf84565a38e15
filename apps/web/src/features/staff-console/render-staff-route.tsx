import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/toaster';
import { paths } from '@/lib/paths';
import { TestProviders, testServices } from '@/testing/test-services';
import { AuditLogPage } from './components/audit-log-page';
import { StaffConsolePage } from './components/staff-console-page';
import { StaffEnrolPage } from './components/staff-enrol-page';
import { StaffTeamPage } from './components/staff-team-page';
import { StudentRecordPage } from './components/student-record-page';
import { RegistrarPage } from './components/registrar-page';
import { StudentSearchPage } from './components/student-search-page';
import { SupportConversationPage } from './components/support-conversation-page';
import { SupportInboxPage } from './components/support-inbox-page';

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
      { path: paths.staffEnrol.path, element: withToasts(<StaffEnrolPage />) },
      { path: paths.staffRegistrar.path, element: withToasts(<RegistrarPage />) },
      { path: paths.staffAudit.path, element: withToasts(<AuditLogPage />) },
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
