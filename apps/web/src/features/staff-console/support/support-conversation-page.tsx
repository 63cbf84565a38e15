import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import type { SupportConversation } from '@portal/domain/support/support-conversation';
import { LoadFailure } from '@/components/load-failure';
import { PageMeta } from '@/components/page-meta';
import { ApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useSupportConversation } from './get-support-conversation';
import { recordTime } from '../shared/record-format';
import { FailureNotice } from '../shared/failure-notice';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { SupportConversationControls } from './support-conversation-controls';
import { SupportReplyForm } from './support-reply-form';
import { SupportThread } from './support-thread';

/**
 * /staff/support/:conversationId: one conversation, its thread, the reply box, and the assign and
 * close controls (docs/staff-console.md "Support conversations"). Opening it is audited.
 */
export function SupportConversationPage() {
  const { t } = useTranslation('staff');
  const { conversationId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('support.conversationTitle')} />
      <p>
        <Link to={paths.staffSupport.href()}>{t('support.back')}</Link>
      </p>
      <StaffSignedIn>{() => <Conversation id={conversationId} />}</StaffSignedIn>
    </div>
  );
}

function Conversation({ id }: { id: string }) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const conversation = useSupportConversation(id);
  const { data, error } = conversation;

  const heading = <h1>{data ? data.subject : t('support.conversationTitle')}</h1>;
  if (data) {
    return (
      <>
        {heading}
        <ConversationFacts conversation={data} />
        <SupportConversationControls conversation={data} />
        <SupportThread conversation={data} />
        <SupportReplyForm conversationId={id} />
      </>
    );
  }
  // Outside the member's tenants a conversation does not exist for them; nor does an id that is
  // not one.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <>
        {heading}
        <p role="alert">{t('support.notFound')}</p>
      </>
    );
  }
  return (
    <>
      {heading}
      {error instanceof ApiError && error.status < 500 ? (
        <FailureNotice
          id="support-conversation-failure"
          messages={describeApiError(error.body, error.status, error.statusText, (key) =>
            tDomain(key),
          )}
        />
      ) : error ? (
        <LoadFailure namespace="staff" onRetry={() => void conversation.refetch()} />
      ) : (
        <p role="status">{t('support.loading')}</p>
      )}
    </>
  );
}

function ConversationFacts({ conversation }: { conversation: SupportConversation }) {
  const { t } = useTranslation(['staff', 'support']);
  return (
    <dl className="staff-facts">
      <dt>{t('support.student')}</dt>
      <dd>
        <Link to={paths.staffStudent.href(conversation.student.id)}>
          {conversation.student.name}
        </Link>{' '}
        ({conversation.student.email})
      </dd>
      <dt>{t('support.tenant')}</dt>
      <dd>{conversation.tenantId}</dd>
      <dt>{t('support.topic')}</dt>
      <dd>{t(`support:topics.${conversation.topic}`)}</dd>
      <dt>{t('support.status')}</dt>
      <dd>{t(`support.statuses.${conversation.status}`)}</dd>
      <dt>{t('support.assignee')}</dt>
      <dd>{conversation.assignee?.name ?? t('support.unassigned')}</dd>
      <dt>{t('support.sent')}</dt>
      <dd>{recordTime(conversation.createdAt)}</dd>
    </dl>
  );
}
