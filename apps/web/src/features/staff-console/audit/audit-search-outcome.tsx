import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditPage } from '@portal/domain/staff/audit-log';
import { AUDIT_FILTER_NAMES, type AuditAddressFilters, type AuditPlace } from './audit-query';
import { AuditEntriesTable } from './audit-entries-table';
import { ListFailure, listStatus } from '../shared/list-read';

/**
 * What the search came to: a page of entries, or why there are none. A refused filter shows on its
 * field (AuditFilterForm); any other refusal (a role that may not read the log) here, in the
 * catalogue's words; a server or network failure offers to try again.
 */
export function AuditSearchOutcome({
  filters,
  place,
  search,
}: {
  filters: AuditAddressFilters;
  place: AuditPlace;
  search: UseQueryResult<AuditPage>;
}) {
  const { t } = useTranslation('staff');
  const { data } = search;

  const status = listStatus(search, data?.entries.length, {
    loading: t('audit.loading'),
    empty: t('audit.empty'),
    count: t('audit.count', { count: data?.entries.length ?? 0 }),
  });

  return (
    <>
      <p role="status" aria-live="polite">
        {status}
      </p>
      <ListFailure id="audit-search-failure" read={search} fields={AUDIT_FILTER_NAMES} />
      {data && data.entries.length > 0 ? (
        <AuditEntriesTable
          filters={filters}
          place={place}
          page={data}
          busy={search.isPlaceholderData}
        />
      ) : null}
    </>
  );
}
