import { useTranslation } from 'react-i18next';
import { SupportMessageForm } from '@/components/support-message-form';
import { useReplyToSupport } from './change-support-conversation';

/** The reply box: the reply is mailed to the student and the turn passes to them. */
export function SupportReplyForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('staff');
  const reply = useReplyToSupport(conversationId);
  return (
    <SupportMessageForm
      id="support-reply"
      words={{
        heading: t('support.replyHeading'),
        label: t('support.reply'),
        hint: t('support.replyHint'),
        send: t('support.send'),
        sending: t('support.sending'),
        sent: t('support.replySent'),
      }}
      busy={reply.isPending}
      send={reply.mutate}
    />
  );
}
