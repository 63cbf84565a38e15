import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { ExamRegistrationStatus } from '@portal/domain/coursework/exam-registration-status';
import type { Executor, Transaction } from '../db/database';
import { waitingPage, type WaitingFilter } from '../db/waiting-page';
import { examRegistrations } from '../modules/challenge-exams/exam-registration-tables';
import { orderItems } from '../modules/orders/order-tables';
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
   * transaction; another instance's run skips them. Crosses tenants, as a job does, except
   * `skipTenants` (those whose registrar decides, docs/staff-console.md).
   */
  claimPending: (tx: Transaction, limit: number, skipTenants: readonly string[] = []) =>
    tx
      .select({ registration: examRegistrations, email: users.email })
      .from(examRegistrations)
      .innerJoin(users, eq(users.id, examRegistrations.userId))
      .where(
        and(
          eq(examRegistrations.status, 'REGISTRATION_PENDING'),
          skipTenants.length ? notInArray(examRegistrations.tenantId, [...skipTenants]) : undefined,
        ),
      )
      .orderBy(asc(examRegistrations.createdAt))
      .limit(limit)
      .for('update', { of: examRegistrations, skipLocked: true }),

  /**
   * The registrar's queue (docs/staff-console.md): pending registrations in these tenants with
   * the exam's name, the longest waiting first, on the pending index.
   */
  queue: (db: Executor, filter: WaitingFilter) =>
    waitingPage(
      db
        .select({ registration: examRegistrations, examName: orderItems.name })
        .from(examRegistrations)
        .innerJoin(orderItems, eq(orderItems.orderId, examRegistrations.orderId))
        .$dynamic(),
      filter,
      {
        waiting: eq(examRegistrations.status, 'REGISTRATION_PENDING'),
        tenantId: examRegistrations.tenantId,
        since: examRegistrations.createdAt,
        id: examRegistrations.orderId,
      },
    ),

  /** One registration by its order, locked until the caller's transaction ends. */
  async lockByOrder(db: Executor, orderId: string) {
    const [row] = await db
      .select()
      .from(examRegistrations)
      .where(eq(examRegistrations.orderId, orderId))
      .for('update');
    return row;
  },

  async move(
    db: Executor,
    orderId: string,
    change: {
      from: ExamRegistrationStatus;
      to: ExamRegistrationStatus;
      now: Date;
      message?: string | null;
    },
  ) {
    const [row] = await db
      .update(examRegistrations)
      .set({ status: change.to, updatedAt: change.now, decisionMessage: change.message ?? null })
      .where(and(eq(examRegistrations.orderId, orderId), eq(examRegistrations.status, change.from)))
      .returning();
    return row;
  },
};
