import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { LoadFailure } from '@/components/load-failure';
import { PageMeta } from '@/components/page-meta';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { paths } from '@/lib/paths';
import { useStaffMe } from '../sign-in/get-staff-me';
import { useSupportInbox } from './get-support-inbox';
import {
  inboxFilterParams,
  inboxFiltersFrom,
  type SupportInboxFilters,
} from './support-inbox-filters';
import { FailureNotice } from '../shared/failure-notice';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { SupportInboxForm } from './support-inbox-form';
import { SupportInboxTable } from './support-inbox-table';

/**
 * /staff/support?status=&assignee=&tenant=&olderThanDays=&sort=&page=: the support inbox. The
 * filters and the page live in the address, so back, forward and reload show the same view
 * (docs/staff-console.md "Support conversations").
 */
export function SupportInboxPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('support.title')} />
      <h1>{t('support.heading')}</h1>
      <StaffSignedIn>{() => <SupportInbox />}</StaffSignedIn>
    </div>
  );
}

const FILTER_FIELDS = ['tenant', 'status', 'assignee', 'olderThanDays', 'sort'];

function SupportInbox() {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = inboxFiltersFrom(params);
  const inbox = useSupportInbox(filters);
  const me = useStaffMe();
  const { data, error } = inbox;
  const go = (next: SupportInboxFilters) =>
    void navigate(paths.staffSupport.href(inboxFilterParams(next)));

  const status = inbox.isPlaceholderData
    ? t('support.loading')
    : data
      ? data.conversations.length === 0
        ? t('support.empty')
        : t('support.count', { count: data.conversations.length, page: data.page })
      : error
        ? ''
        : t('support.loading');

  let failure = null;
  if (error instanceof ApiError && error.status < 500) {
    const onTheForm = serverFieldErrors(error).some(({ field }) => FILTER_FIELDS.includes(field));
    if (!onTheForm) {
      failure = (
        <FailureNotice
          id="support-inbox-failure"
          messages={
            error.status === 404
              ? [t('support.tenantNotFound')]
              : describeApiError(error.body, error.status, error.statusText, (key) => tDomain(key))
          }
        />
      );
    }
  } else if (error) {
    failure = <LoadFailure namespace="staff" onRetry={() => void inbox.refetch()} />;
  }

  const scope = me.data?.scope;
  return (
    <>
      <SupportInboxForm
        filters={filters}
        tenants={scope?.kind === 'tenants' ? scope.tenantIds : null}
        refusal={error}
        onApply={(values) => go({ ...values, page: '1' })}
      />
      <p role="status" aria-live="polite">
        {status}
      </p>
      {failure}
      {data && data.conversations.length > 0 ? (
        <SupportInboxTable filters={filters} inbox={data} busy={inbox.isPlaceholderData} />
      ) : null}
    </>
  );
}
