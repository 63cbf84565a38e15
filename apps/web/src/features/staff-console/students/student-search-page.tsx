import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import {
  STUDENT_SEARCH_DEFAULT_ORDER,
  STUDENT_SEARCH_SORTS,
} from '@portal/domain/staff/student-lookup';
import { useListSort } from '../shared/sortable-header';
import { useStudentSearch } from './search-students';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { StudentSearchForm } from './student-search-form';
import { StudentSearchOutcome } from './student-search-outcome';

/**
 * /staff/students?q=&page=&sort=&dir=: the search and its results. The search and its order live
 * in the address, so back, forward and reload show the same page of results
 * (docs/staff-console.md "The web pages").
 */
export function StudentSearchPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('search.title')} />
      <h1>{t('search.heading')}</h1>
      <StaffSignedIn>{() => <StudentSearch />}</StaffSignedIn>
    </div>
  );
}

function StudentSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = params.get('page') ?? '1';
  const order = useListSort(STUDENT_SEARCH_SORTS, STUDENT_SEARCH_DEFAULT_ORDER);
  const search = useStudentSearch(q, page, order.params);

  return (
    <>
      <StudentSearchForm
        q={q}
        refusal={search.error}
        // A new search keeps the order chosen, from its first page.
        onSearch={(next) => void navigate(paths.staffStudents.href(next, 1, order.params))}
      />
      {q ? <StudentSearchOutcome q={q} search={search} order={order} /> : null}
    </>
  );
}
