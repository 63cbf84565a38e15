import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '@portal/domain/staff/list-sort';
import type { StudentSearchPage, StudentSearchSort } from '@portal/domain/staff/student-lookup';
import { ListFailure, listStatus } from '../shared/list-read';
import { StudentSearchResults } from './student-search-results';

/**
 * What a search came to: its results, or why there are none. A refused search says why in the
 * catalogue's words: on the box for the query (StudentSearchForm), here for the rest (a page out
 * of range, a role that may not view students); a failure of the server or the network offers to
 * try again.
 */
export function StudentSearchOutcome({
  q,
  search,
  order,
}: {
  q: string;
  search: UseQueryResult<StudentSearchPage>;
  order: { current: ListSort<StudentSearchSort>; params: Record<string, string> };
}) {
  const { t } = useTranslation('staff');
  const { data } = search;

  // One polite region says how the search went, so a screen reader hears it after submitting.
  const status = listStatus(search, data?.students.length, {
    loading: t('search.searching'),
    empty: t('search.empty', { q }),
    count: t('search.count', { count: data?.students.length ?? 0, page: data?.page ?? 1 }),
  });

  return (
    <>
      <p role="status" aria-live="polite">
        {status}
      </p>
      <ListFailure id="student-search-failure" read={search} fields={['q']} />
      {data && data.students.length > 0 ? (
        <StudentSearchResults q={q} results={data} busy={search.isPlaceholderData} order={order} />
      ) : null}
    </>
  );
}
