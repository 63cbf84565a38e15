import type { StudentSearchPage } from '@portal/domain/staff/student-lookup';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/**
 * GET /staff-api/students: a page of the students a search matches. The page and the order
 * (`sort`, `dir`) go as the address bar has them, so the server's rules (docs/staff-console.md "Finding a student") judge it.
 */
export function useStudentSearch(q: string, page: string, order: Record<string, string>) {
  return useStaffQuery<StudentSearchPage>({
    queryKey: staffKeys.studentSearch(q, page, order),
    path: `/staff-api/students?${new URLSearchParams({ q, page, ...order })}`,
    enabled: q !== '',
    // The table stays while the next page loads, so the focus and the reader's place stay too.
    keepPrevious: true,
  });
}
