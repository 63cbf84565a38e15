import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import { LoadFailure } from '@/components/load-failure';
import { PageMeta } from '@/components/page-meta';
import { SupportMessageForm } from '@/components/support-message-form';
import { SupportThread } from '@/components/support-thread';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useAnswerSupportConversation } from '../api/answer-support-conversation';
import { useSupportConversation } from '../api/get-support-conversations';
import { usePageFormats } from '@/lib/page-formats';

/**
 * /account/support/:conversationId (docs/support.md): one of the student's requests, the
 * support team's replies, and the box to answer; an answer sends it back to the team.
 */
export function SupportConversationPage() {
  const { t } = useTranslation('support');
  const formats = usePageFormats();
  const { conversationId = '' } = useParams();
  const conversation = useSupportConversation(conversationId);
  const { data, error } = conversation;
  return (
    <div className="page">
      <PageMeta title={t('conversation.title')} />
      <p>
        <Link to={paths.supportConversations.href()}>{t('conversation.back')}</Link>
      </p>
      <h1>{data ? data.subject : t('conversation.title')}</h1>
      {data ? (
        <>
          <p>
            {t('conversation.status')}: <strong>{t(`status.${data.status}`)}</strong>
          </p>
          <SupportThread
            heading={t('conversation.messages')}
            messages={data.messages}
            wrote={(message) =>
              message.author === 'staff'
                ? t('conversation.staffWrote', { name: message.authorName })
                : t('conversation.youWrote')
            }
            time={(iso) => formats.date(iso, DATE_FORMATS.long)}
          />
          <AnswerForm conversationId={conversationId} />
        </>
      ) : error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
        <p role="alert">{t('conversation.notFound')}</p>
      ) : error ? (
        <LoadFailure namespace="support" onRetry={() => void conversation.refetch()} />
      ) : (
        <p role="status">{t('conversations.loading')}</p>
      )}
    </div>
  );
}

function AnswerForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('support');
  const answer = useAnswerSupportConversation(conversationId);
  return (
    <SupportMessageForm
      id="support-answer"
      words={{
        heading: t('conversation.answerHeading'),
        label: t('conversation.answer'),
        send: t('conversation.send'),
        sending: t('form.submitting'),
        sent: t('conversation.sent'),
      }}
      busy={answer.isPending}
      send={answer.mutate}
    />
  );
}
