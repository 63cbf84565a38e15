import { useTranslation } from 'react-i18next';
import type { SupportConversation } from '@portal/domain/support/support-conversation';
import { SupportThread as Thread } from '@/components/support-thread';
import { recordTime } from '../shared/record-format';

/** The messages, oldest first, each headed by who wrote it ("Ada Lovelace (student) wrote") and when. */
export function SupportThread({ conversation }: { conversation: SupportConversation }) {
  const { t } = useTranslation('staff');
  return (
    <Thread
      heading={t('support.thread')}
      messages={conversation.messages}
      wrote={(message) => t(`support.wrote.${message.author}`, { name: message.authorName })}
      time={recordTime}
    />
  );
}
