import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { currentRequestId } from '../http/request-context';
import type { Executor } from '../db/database';
import { mailOutbox } from './mail-tables';

export type NewMail = typeof mailOutbox.$inferInsert;
export type MailRow = typeof mailOutbox.$inferSelect;

/** What the mailbox list shows of a message. */
const summary = {
  id: mailOutbox.id,
  recipients: mailOutbox.recipients,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
};

export const mailQueries = {
  /** Written in the transaction of the change that causes the messages. */
  /** The mails, each naming the request being answered, if any (http/request-context.ts). */
  insertMany: (db: Executor, mails: NewMail[]) => {
    const requestId = currentRequestId() ?? null;
    return db.insert(mailOutbox).values(mails.map((mail) => ({ ...mail, requestId })));
  },

  /** Messages no send-mail job has been given yet, oldest first, across tenants. */
  async waitingIds(db: Executor, limit: number) {
    const rows = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'waiting'))
      .orderBy(asc(mailOutbox.id))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  markQueued: (db: Executor, id: number) =>
    db
      .update(mailOutbox)
      .set({ status: 'queued' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'waiting'))),

  async find(db: Executor, id: number) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  },

  markSent: (db: Executor, id: number, now: Date) =>
    db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, id)),

  /** A failed try: the job tries again, or after `maxTries` the message has failed for good. */
  recordFailure: (db: Executor, id: number, error: string, maxTries: number) =>
    db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: error,
        status: sql`case when ${mailOutbox.attempts} + 1 >= ${maxTries} then 'failed' else ${mailOutbox.status} end`,
      })
      .where(eq(mailOutbox.id, id)),

  /** The tenant's messages, newest first, for the local mailbox. */
  listForTenant: (db: Executor, tenantId: string, limit: number) =>
    db
      .select(summary)
      .from(mailOutbox)
      .where(eq(mailOutbox.tenantId, tenantId))
      .orderBy(desc(mailOutbox.id))
      .limit(limit),

  async findForTenant(db: Executor, tenantId: string, id: number) {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
    return row;
  },
};
