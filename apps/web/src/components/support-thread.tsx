import type { ReactNode } from 'react';

interface ThreadMessage {
  id: number | string;
  author: 'student' | 'staff';
  body: string;
  createdAt: string;
}

/**
 * A support conversation's messages, oldest first, each headed by who wrote it and when: the
 * student's page and the staff console's show the same thread in their own words
 * (docs/support.md).
 */
export function SupportThread<M extends ThreadMessage>({
  heading,
  messages,
  wrote,
  time,
}: {
  heading: ReactNode;
  messages: readonly M[];
  /** Who wrote the message, as the reader calls them. */
  wrote: (message: M) => string;
  time: (iso: string) => string;
}) {
  return (
    <section aria-labelledby="support-thread-heading">
      <h2 id="support-thread-heading">{heading}</h2>
      <ol className="support-thread">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`support-thread__message support-thread__message--${message.author}`}
          >
            <article aria-labelledby={`support-message-${message.id}`}>
              <h3 id={`support-message-${message.id}`} className="support-thread__author">
                {wrote(message)} <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
              </h3>
              <p className="support-thread__body">{message.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
