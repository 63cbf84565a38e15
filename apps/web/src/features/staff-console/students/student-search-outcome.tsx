import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import type { StudentSearchPage } from '@portal/domain/staff/student-lookup';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { FailureNotice } from '../shared/failure-notice';
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
}: {
  q: string;
  search: UseQueryResult<StudentSearchPage>;
}) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const { data, error } = search;

  // One polite region says how the search went, so a screen reader hears it after submitting.
  const status = search.isPlaceholderData
    ? t('search.searching')
    : data
      ? data.students.length === 0
        ? t('search.empty', { q })
        : t('search.count', { count: data.students.length, page: data.page })
      : error
        ? ''
        : t('search.searching');

  let failure = null;
  if (error instanceof ApiError && error.status < 500) {
    const onTheBox = serverFieldErrors(error).some(({ field }) => field === 'q');
    if (!onTheBox) {
      failure = (
        <FailureNotice
          id="student-search-failure"
          messages={describeApiError(error.body, error.status, error.statusText, (key) =>
            tDomain(key),
          )}
        />
      );
    }
  } else if (error) {
    failure = <LoadFailure namespace="staff" onRetry={() => void search.refetch()} />;
  }

  return (
    <>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {failure}
      {data && data.students.length > 0 ? (
        <StudentSearchResults q={q} results={data} busy={search.isPlaceholderData} />
      ) : null}
    </>
  );
}
