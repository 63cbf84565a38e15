import { useTranslation } from 'react-i18next';
import type { SupportConversation } from '@portal/domain/support/support-conversation';
import { recordTime } from '../shared/record-format';

/** The messages, oldest first, each headed by who wrote it and when. */
export function SupportThread({ conversation }: { conversation: SupportConversation }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="support-thread-heading">
      <h2 id="support-thread-heading">{t('support.thread')}</h2>
      <ol className="support-thread">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={`support-thread__message support-thread__message--${message.author}`}
          >
            <article aria-labelledby={`support-message-${message.id}`}>
              <h3 id={`support-message-${message.id}`} className="support-thread__author">
                {t(`support.wrote.${message.author}`, { name: message.authorName })}{' '}
                <time dateTime={message.createdAt}>{recordTime(message.createdAt)}</time>
              </h3>
              <p className="support-thread__body">{message.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
