import { and, asc, eq } from 'drizzle-orm';
import type { ExamRegistrationStatus } from '@portal/domain/coursework/exam-registration-status';
import type { Executor, Transaction } from '../db/database';
import { examRegistrations } from '../modules/challenge-exams/exam-registration-tables';
import { users } from '../modules/users/user-tables';
import type { Owner } from './owner';

export type ExamRegistrationRow = typeof examRegistrations.$inferSelect;

/** Registrations of paid challenge exams with the proctoring service, one per exam order. */
export const examRegistrationQueries = {
  async registration(db: Executor, owner: Owner, orderId: string) {
    const [row] = await db
      .select()
      .from(examRegistrations)
      .where(
        and(
          eq(examRegistrations.orderId, orderId),
          eq(examRegistrations.tenantId, owner.tenantId),
          eq(examRegistrations.userId, owner.userId),
        ),
      );
    return row;
  },

  /** Opens the registration of a paid exam order; nothing when it is open already. */
  async openRegistration(db: Executor, owner: Owner, orderId: string, now: Date) {
    const [row] = await db
      .insert(examRegistrations)
      .values({ ...owner, orderId, status: 'REGISTRATION_PENDING', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  /**
   * The oldest registrations still waiting for the proctoring service, locked for the caller's
   * transaction; another instance's run skips them. Crosses tenants, as a job does.
   */
  claimPending: (tx: Transaction, limit: number) =>
    tx
      .select({ registration: examRegistrations, email: users.email })
      .from(examRegistrations)
      .innerJoin(users, eq(users.id, examRegistrations.userId))
      .where(eq(examRegistrations.status, 'REGISTRATION_PENDING'))
      .orderBy(asc(examRegistrations.createdAt))
      .limit(limit)
      .for('update', { of: examRegistrations, skipLocked: true }),

  async move(
    db: Executor,
    orderId: string,
    change: { from: ExamRegistrationStatus; to: ExamRegistrationStatus; now: Date },
  ) {
    const [row] = await db
      .update(examRegistrations)
      .set({ status: change.to, updatedAt: change.now })
      .where(and(eq(examRegistrations.orderId, orderId), eq(examRegistrations.status, change.from)))
      .returning();
    return row;
  },
};
