import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import {
  supportMessageBodySchema,
  type OwnSupportConversation,
  type SupportMessageBody,
} from '@portal/domain/support/support-conversation';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { TextAreaField } from '@/components/form-field';
import { LoadFailure } from '@/components/load-failure';
import { PageMeta } from '@/components/page-meta';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-error';
import { useApiForm } from '@/lib/forms/use-api-form';
import { paths } from '@/lib/paths';
import { useAnswerSupportConversation } from '../api/answer-support-conversation';
import { useSupportConversation } from '../api/get-support-conversations';

const longDate = (iso: string) => formatDate(new Date(iso), DATE_FORMATS.long);

/**
 * /account/support/:conversationId (docs/support.md): one of the student's requests, the
 * support team's replies, and the box to answer; an answer sends it back to the team.
 */
export function SupportConversationPage() {
  const { t } = useTranslation('support');
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
          <Thread conversation={data} />
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

function Thread({ conversation }: { conversation: OwnSupportConversation }) {
  const { t } = useTranslation('support');
  return (
    <section aria-labelledby="support-thread-heading">
      <h2 id="support-thread-heading">{t('conversation.messages')}</h2>
      <ol className="support-thread">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={`support-thread__message support-thread__message--${message.author}`}
          >
            <article aria-labelledby={`support-message-${message.id}`}>
              <h3 id={`support-message-${message.id}`} className="support-thread__author">
                {message.author === 'staff'
                  ? t('conversation.staffWrote', { name: message.authorName })
                  : t('conversation.youWrote')}{' '}
                <time dateTime={message.createdAt}>{longDate(message.createdAt)}</time>
              </h3>
              <p className="support-thread__body">{message.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AnswerForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('support');
  const answer = useAnswerSupportConversation(conversationId);
  const { form, submit, sent } = useApiForm<SupportMessageBody, SupportMessageBody>({
    schema: supportMessageBodySchema,
    fields: ['body'],
    defaultValues: { body: '' },
    send: answer.mutate,
  });
  return (
    <section aria-labelledby="support-answer-heading">
      <h2 id="support-answer-heading">{t('conversation.answerHeading')}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <TextAreaField
          label={t('conversation.answer')}
          rows={6}
          required
          maxLength={FIELD_MAX_LENGTH.freeText}
          {...form.field('body')}
        />
        <SubmitButton busy={answer.isPending}>
          {answer.isPending ? t('form.submitting') : t('conversation.send')}
        </SubmitButton>
        <p role="status" aria-live="polite" className="form__notice form__notice--success">
          {sent ? t('conversation.sent') : ''}
        </p>
      </form>
    </section>
  );
}
