import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { queryRows } from './test-database';
import type { TestServer } from './test-server';

/** The newest mail to an address as its client reads it: the subject, the text and the HTML. */
export async function lastMailTo(server: TestServer, email: string) {
  const [row] = await queryRows<{ raw: string }>(
    server.database.db,
    sql`select raw from mail_outbox where ${email} = any(recipients) order by id desc limit 1`,
  );
  if (!row) throw new Error(`no mail to ${email}`);
  const parsed = await simpleParser(row.raw);
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/** Saves the language a signed-in learner reads the portal in (PUT /user-api/users/language). */
export async function chooseLanguageOf(
  server: TestServer,
  token: string,
  language: string,
): Promise<void> {
  const chosen = await server.request('/user-api/users/language', {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ language }),
  });
  if (chosen.status !== 200) throw new Error(`choosing ${language}: ${chosen.status}`);
}
