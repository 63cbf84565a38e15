import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useStudentSearch } from './search-students';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { StudentSearchForm } from './student-search-form';
import { StudentSearchOutcome } from './student-search-outcome';

/**
 * /staff/students?q=&page=: the search and its results. The search lives in the address, so back,
 * forward and reload show the same page of results (docs/staff-console.md "The web pages").
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
  const search = useStudentSearch(q, page);

  return (
    <>
      <StudentSearchForm
        q={q}
        refusal={search.error}
        onSearch={(next) => void navigate(paths.staffStudents.href(next))}
      />
      {q ? <StudentSearchOutcome q={q} search={search} /> : null}
    </>
  );
}
