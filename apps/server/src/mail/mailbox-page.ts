import { escapeHtml } from '../web/escape-html';
import type { MailRow } from './mail-queries';

type Summary = Pick<MailRow, 'id' | 'recipients' | 'subject' | 'status' | 'createdAt'>;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `</head><body>${body}</body></html>`;

/** The tenant's messages, newest first (a local page for operators and developers, not styled). */
export function mailboxListPage(tenantId: string, mails: Summary[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${mail.createdAt.toISOString()}</td><td>${escapeHtml(mail.recipients.join(', '))}</td>` +
        `<td><a href="mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${mail.status}</td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th>queued</th><th>to</th><th>subject</th><th>status</th></tr></thead>` +
      `<tbody>${rows}</tbody></table>`
    : '<p>No messages.</p>';
  return page(
    `Mailbox of ${tenantId}`,
    `<h1>Mailbox of ${escapeHtml(tenantId)}</h1><p>Messages the portal has written. No SMTP ` +
      `server is configured (SMTP_URL), so they are kept here and not sent.</p>${table}`,
  );
}

/** The text, escaped, with its web addresses as links (a recovery link can be followed from here). */
const linkified = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) => {
      const escaped = escapeHtml(part);
      // split() puts the matched addresses at the odd places.
      return i % 2 === 1 ? `<a href="${escaped}">${escaped}</a>` : escaped;
    })
    .join('');

/** One message: its envelope, subject and text. */
export function mailboxMessagePage(mail: MailRow): string {
  return page(
    mail.subject,
    `<p><a href="../mailbox">All messages</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<dl><dt>From</dt><dd>${escapeHtml(mail.sender)}</dd>` +
      `<dt>To</dt><dd>${escapeHtml(mail.recipients.join(', '))}</dd>` +
      `<dt>Queued</dt><dd>${mail.createdAt.toISOString()}</dd></dl>` +
      `<pre>${linkified(mail.textBody)}</pre>`,
  );
}
