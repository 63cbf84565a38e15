import { sql } from 'drizzle-orm';
import { passwordGrant } from './accounts';
import { queryRows } from './test-database';
import type { TestServer } from './test-server';

/** A new access token for an account, after the test moved the clock past the last one. */
export async function freshToken(server: TestServer, email: string): Promise<string> {
  const signedIn = await passwordGrant(server, { email });
  if (signedIn.status !== 200) throw new Error(`sign in: ${signedIn.status}`);
  return ((await signedIn.json()) as { access_token: string }).access_token;
}

/** The learner's membership row: its status and days to restart. */
export async function membershipOf(server: TestServer, email: string) {
  const [row] = await queryRows<{ status: string; days_to_restart: number | null }>(
    server.database.db,
    sql`select m.status, m.days_to_restart from memberships m
        join users u on u.id = m.user_id where u.email = ${email}`,
  );
  return row!;
}

/** The subjects of the mail a learner was sent, oldest first. */
export async function mailSubjectsTo(server: TestServer, email: string) {
  const rows = await queryRows<{ subject: string }>(
    server.database.db,
    sql`select subject from mail_outbox where ${email} = any(recipients) order by id`,
  );
  return rows.map((row) => row.subject);
}
