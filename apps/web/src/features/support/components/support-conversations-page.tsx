import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import { LoadFailure } from '@/components/load-failure';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useSupportConversations } from '../api/get-support-conversations';
import { usePageFormats } from '@/lib/page-formats';

/**
 * /account/support (docs/support.md): the student's support requests, most recently written
 * first, each with where it stands and a link to read and answer it.
 */
export function SupportConversationsPage() {
  const { t } = useTranslation('support');
  const formats = usePageFormats();
  const list = useSupportConversations();
  return (
    <div className="page">
      <PageMeta title={t('conversations.title')} />
      <h1>{t('conversations.heading')}</h1>
      <p>
        <Link to={paths.supportRequest.href()}>{t('conversations.newRequest')}</Link>
      </p>
      {list.isPending ? (
        <p role="status">{t('conversations.loading')}</p>
      ) : list.isError ? (
        <LoadFailure namespace="support" onRetry={() => void list.refetch()} />
      ) : list.data.conversations.length === 0 ? (
        <p>{t('conversations.none')}</p>
      ) : (
        <ul className="support-conversations">
          {list.data.conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link to={paths.supportConversation.href(conversation.id)}>
                {conversation.subject}
              </Link>
              {' · '}
              <span>{t(`status.${conversation.status}`)}</span>
              <br />
              <span className="support-conversations__muted">
                {t('conversations.lastMessage', {
                  date: formats.date(conversation.lastMessageAt, DATE_FORMATS.long),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
