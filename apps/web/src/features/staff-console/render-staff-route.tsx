import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/toaster';
import { paths } from '@/lib/paths';
import { TestProviders, testServices } from '@/testing/test-services';
import { AuditLogPage } from './components/audit-log-page';
import { StaffConsolePage } from './components/staff-console-page';
import { StudentRecordPage } from './components/student-record-page';
import { StudentSearchPage } from './components/student-search-page';

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
      { path: paths.staffAudit.path, element: withToasts(<AuditLogPage />) },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders services={testServices({ fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { user: userEvent.setup(), router, location };
}
