import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { MailingSchedule } from '@portal/domain/staff/partner-mailing';
import type { Executor } from '../../db/database';
import { partnerLearnerMailings } from './partner-tables';

export type PartnerMailingRow = typeof partnerLearnerMailings.$inferSelect;

export const partnerMailingQueries = {
  async mailing(db: Executor, tenantId: string) {
    const [row] = await db
      .select()
      .from(partnerLearnerMailings)
      .where(eq(partnerLearnerMailings.tenantId, tenantId));
    return row;
  },

  /** The row as saved, locked for the change, or undefined before the first save. */
  async lockMailing(db: Executor, tenantId: string) {
    const [row] = await db
      .select()
      .from(partnerLearnerMailings)
      .where(eq(partnerLearnerMailings.tenantId, tenantId))
      .for('update');
    return row;
  },

  async save(
    db: Executor,
    row: {
      tenantId: string;
      schedule: MailingSchedule;
      recipients: string[];
      sentThrough: string | null;
      updatedBy: string;
      updatedAt: Date;
    },
  ) {
    const [saved] = await db
      .insert(partnerLearnerMailings)
      .values(row)
      .onConflictDoUpdate({
        target: partnerLearnerMailings.tenantId,
        set: {
          schedule: row.schedule,
          recipients: row.recipients,
          sentThrough: row.sentThrough,
          updatedBy: row.updatedBy,
          updatedAt: row.updatedAt,
        },
      })
      .returning();
    return saved!;
  },

  /** Every mailing that is not off (a few per school at most). */
  scheduled: (db: Executor) =>
    db
      .select()
      .from(partnerLearnerMailings)
      .where(sql`${partnerLearnerMailings.schedule}->>'kind' <> 'off'`),

  /**
   * Claims the file of the scheduled `day` for the tenant: moves `sentThrough` to it only when it
   * is still before it, so of two runs (two instances, or a retry) one gets the row and the other
   * nothing. Undefined when the day's file was claimed already.
   */
  async claimDay(db: Executor, tenantId: string, day: string, now: Date) {
    const [claimed] = await db
      .update(partnerLearnerMailings)
      .set({ sentThrough: day, lastSentAt: now })
      .where(
        and(
          eq(partnerLearnerMailings.tenantId, tenantId),
          or(
            isNull(partnerLearnerMailings.sentThrough),
            lt(partnerLearnerMailings.sentThrough, day),
          ),
        ),
      )
      .returning();
    return claimed;
  },
};
