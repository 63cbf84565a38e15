import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import type { AuditPage } from '@portal/domain/staff/audit-log';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { AUDIT_FILTER_NAMES, type AuditAddressFilters } from './audit-query';
import { AuditEntriesTable } from './audit-entries-table';
import { FailureNotice } from '../shared/failure-notice';

/**
 * What the search came to: a page of entries, or why there are none. A refused filter shows on its
 * field (AuditFilterForm); any other refusal (a role that may not read the log) here, in the
 * catalogue's words; a server or network failure offers to try again.
 */
export function AuditSearchOutcome({
  filters,
  before,
  search,
}: {
  filters: AuditAddressFilters;
  before: string | undefined;
  search: UseQueryResult<AuditPage>;
}) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const { data, error } = search;

  const status = search.isPlaceholderData
    ? t('audit.loading')
    : data
      ? data.entries.length === 0
        ? t('audit.empty')
        : t('audit.count', { count: data.entries.length })
      : error
        ? ''
        : t('audit.loading');

  let failure = null;
  if (error instanceof ApiError && error.status < 500) {
    const onAField = serverFieldErrors(error).some(({ field }) =>
      (AUDIT_FILTER_NAMES as readonly string[]).includes(field),
    );
    if (!onAField) {
      failure = (
        <FailureNotice
          id="audit-search-failure"
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
      {data && data.entries.length > 0 ? (
        <AuditEntriesTable
          filters={filters}
          before={before}
          page={data}
          busy={search.isPlaceholderData}
        />
      ) : null}
    </>
  );
}
