import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListSort } from '@portal/domain/staff/list-sort';
import type { StudentSearchPage, StudentSearchSort } from '@portal/domain/staff/student-lookup';
import { paths } from '@/lib/paths';
import { MembershipStatus } from '../shared/membership-status';
import { ListPager, useFocusOnNewPage } from '../shared/list-pager';
import { SortableHeader } from '../shared/sortable-header';

/** A page of matching students, each name a link to the record, and the way to the next pages. */
export function StudentSearchResults({
  q,
  results,
  busy,
  order,
}: {
  q: string;
  results: StudentSearchPage;
  /** The rows are the last page's, while the next one loads. */
  busy: boolean;
  order: { current: ListSort<StudentSearchSort>; params: Record<string, string> };
}) {
  const { t } = useTranslation('staff');
  const { students, page, hasMore } = results;
  const table = useFocusOnNewPage(page);

  return (
    <>
      <table ref={table} tabIndex={-1} aria-busy={busy} className="staff-table">
        <caption>{t('search.caption', { q, page })}</caption>
        <thead>
          <tr>
            <SortableHeader column="name" current={order.current}>
              {t('search.name')}
            </SortableHeader>
            <SortableHeader column="email" current={order.current}>
              {t('search.email')}
            </SortableHeader>
            <SortableHeader column="tenant" current={order.current}>
              {t('search.tenant')}
            </SortableHeader>
            <th scope="col">{t('search.membership')}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id}>
              <th scope="row">
                <Link to={paths.staffStudent.href(student.id)}>{t('student.name', student)}</Link>
              </th>
              <td>{student.email}</td>
              <td>{student.tenantId}</td>
              <td>
                <MembershipStatus status={student.membershipStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPager
        label={t('search.pages')}
        page={page}
        hasMore={hasMore}
        pageHref={(n) => paths.staffStudents.href(q, n, order.params)}
      />
    </>
  );
}
