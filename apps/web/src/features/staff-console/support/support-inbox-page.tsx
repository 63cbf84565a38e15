import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useStaffMe } from '../sign-in/get-staff-me';
import { useSupportInbox } from './get-support-inbox';
import {
  inboxFilterParams,
  inboxFiltersFrom,
  type SupportInboxFilters,
} from './support-inbox-filters';
import { ListFailure, listStatus } from '../shared/list-read';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { SupportInboxForm } from './support-inbox-form';
import { SupportInboxTable } from './support-inbox-table';

/**
 * /staff/support?status=&assignee=&tenant=&olderThanDays=&sort=&dir=&page=: the support inbox.
 * The filters, the order and the page live in the address, so back, forward and reload show the same view
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

const FILTER_FIELDS = ['tenant', 'status', 'assignee', 'olderThanDays'];

function SupportInbox() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = inboxFiltersFrom(params);
  const inbox = useSupportInbox(filters);
  const me = useStaffMe();
  const { data, error } = inbox;
  const go = (next: SupportInboxFilters) =>
    void navigate(paths.staffSupport.href(inboxFilterParams(next)));

  const status = listStatus(inbox, data?.conversations.length, {
    loading: t('support.loading'),
    empty: t('support.empty'),
    count: t('support.count', { count: data?.conversations.length ?? 0, page: data?.page ?? 1 }),
  });

  const scope = me.data?.scope;
  return (
    <>
      <SupportInboxForm
        filters={filters}
        tenants={scope?.kind === 'tenants' ? scope.tenantIds : null}
        refusal={error}
        // New filters keep the order chosen, from the first page.
        onApply={(values) => go({ ...filters, ...values, page: '1' })}
      />
      <p role="status" aria-live="polite">
        {status}
      </p>
      <ListFailure
        id="support-inbox-failure"
        read={inbox}
        fields={FILTER_FIELDS}
        refusal={(refused) => (refused.status === 404 ? [t('support.tenantNotFound')] : undefined)}
      />
      {data && data.conversations.length > 0 ? (
        <SupportInboxTable filters={filters} inbox={data} busy={inbox.isPlaceholderData} />
      ) : null}
    </>
  );
}
