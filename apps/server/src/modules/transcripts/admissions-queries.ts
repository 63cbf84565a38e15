import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { waitingPage, type WaitingFilter } from '../../db/waiting-page';
import { admissionsRequests } from './transcript-tables';

export type AdmissionsRow = typeof admissionsRequests.$inferSelect;
type NewAdmissionsRequest = Omit<typeof admissionsRequests.$inferInsert, 'id'>;

export const admissionsQueries = {
  async findForUser(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select()
      .from(admissionsRequests)
      .where(and(eq(admissionsRequests.tenantId, tenantId), eq(admissionsRequests.userId, userId)));
    return row;
  },

  /** The student's request; a second one (a double click) inserts nothing. */
  insert: (db: Executor, row: NewAdmissionsRequest) =>
    db.insert(admissionsRequests).values(row).onConflictDoNothing(),

  /**
   * The registrar's queue (docs/staff-console.md): reviews asked for in these tenants, the
   * longest waiting first, on the queue's partial index.
   */
  queue: (db: Executor, filter: WaitingFilter) =>
    waitingPage(db.select().from(admissionsRequests).$dynamic(), filter, {
      waiting: eq(admissionsRequests.status, 'REQUESTED'),
      tenantId: admissionsRequests.tenantId,
      since: admissionsRequests.requestedAt,
      id: admissionsRequests.id,
    }),

  /** One request by id, locked until the caller's transaction ends (a registrar's decision). */
  async lockById(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(admissionsRequests)
      .where(eq(admissionsRequests.id, id))
      .for('update');
    return row;
  },

  /** Decides a review asked for; undefined when it was already decided. */
  async decide(
    db: Executor,
    id: number,
    decision: { status: 'ADMITTED' | 'DECLINED'; at: Date; message: string | null },
  ) {
    const [row] = await db
      .update(admissionsRequests)
      .set({ status: decision.status, decidedAt: decision.at, decisionMessage: decision.message })
      .where(and(eq(admissionsRequests.id, id), eq(admissionsRequests.status, 'REQUESTED')))
      .returning();
    return row;
  },
};
