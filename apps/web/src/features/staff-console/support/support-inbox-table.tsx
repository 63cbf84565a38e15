import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SUPPORT_INBOX_DEFAULT_ORDER,
  SUPPORT_INBOX_SORTS,
  type SupportInboxPage,
} from '@portal/domain/support/support-conversation';
import { paths } from '@/lib/paths';
import { recordTime } from '../shared/record-format';
import { inboxFilterParams, type SupportInboxFilters } from './support-inbox-filters';
import { ListPager, useFocusOnNewPage } from '../shared/list-pager';
import { SortableHeader, useListSort } from '../shared/sortable-header';

/** A page of the inbox: each subject a link to its conversation, and the way to other pages. */
export function SupportInboxTable({
  filters,
  inbox,
  busy,
}: {
  filters: SupportInboxFilters;
  inbox: SupportInboxPage;
  /** The rows are the last page's, while the next one loads. */
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const { conversations, page, hasMore } = inbox;
  const table = useFocusOnNewPage(page);
  const { current } = useListSort(SUPPORT_INBOX_SORTS, SUPPORT_INBOX_DEFAULT_ORDER);
  const pageHref = (n: number) =>
    paths.staffSupport.href(inboxFilterParams({ ...filters, page: String(n) }));

  return (
    <>
      <table ref={table} tabIndex={-1} aria-busy={busy} className="staff-table">
        <caption>
          {t('support.caption', {
            status: t(`support.statuses.${filters.status}`, { defaultValue: filters.status }),
            page,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('support.subject')}</th>
            <th scope="col">{t('support.student')}</th>
            <th scope="col">{t('support.tenant')}</th>
            <th scope="col">{t('support.status')}</th>
            <th scope="col">{t('support.assignee')}</th>
            <SortableHeader column="createdAt" current={current}>
              {t('support.sent')}
            </SortableHeader>
            <SortableHeader column="lastMessageAt" current={current}>
              {t('support.lastMessage')}
            </SortableHeader>
          </tr>
        </thead>
        <tbody>
          {conversations.map((conversation) => (
            <tr key={conversation.id}>
              <th scope="row">
                <Link to={paths.staffSupportConversation.href(conversation.id)}>
                  {conversation.subject}
                </Link>
              </th>
              <td>
                {conversation.student.name}
                <br />
                {conversation.student.email}
              </td>
              <td>{conversation.tenantId}</td>
              <td>{t(`support.statuses.${conversation.status}`)}</td>
              <td>{conversation.assignee?.name ?? t('support.unassigned')}</td>
              <td>{recordTime(conversation.createdAt)}</td>
              <td>{recordTime(conversation.lastMessageAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPager label={t('support.pages')} page={page} hasMore={hasMore} pageHref={pageHref} />
    </>
  );
}
