import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { waitingPage, type WaitingFilter } from '../../db/waiting-page';
import { products } from '../catalog/catalog-tables';
import { priorCreditRequests } from './transcript-tables';

export type PriorCreditRow = typeof priorCreditRequests.$inferSelect;
type NewPriorCredit = Omit<typeof priorCreditRequests.$inferInsert, 'id'>;

const ownedBy = (tenantId: string, userId: string) =>
  and(eq(priorCreditRequests.tenantId, tenantId), eq(priorCreditRequests.userId, userId));

export const priorCreditQueries = {
  /** The user's requests with their course, oldest first. */
  listForUser: (db: Executor, tenantId: string, userId: string) =>
    db
      .select({ request: priorCreditRequests, product: products })
      .from(priorCreditRequests)
      .innerJoin(products, eq(products.id, priorCreditRequests.productId))
      .where(ownedBy(tenantId, userId))
      .orderBy(asc(priorCreditRequests.id)),

  /** Inserts the requests; a course already asked for (a double submit) is left as it was. */
  insertMany: (db: Executor, rows: NewPriorCredit[]) =>
    db.insert(priorCreditRequests).values(rows).onConflictDoNothing().returning(),

  /**
   * One pending request whose review is due, locked; others' locked rows are skipped, and so are
   * `skipTenants` (those whose registrar decides, docs/staff-console.md).
   */
  async lockDue(db: Executor, now: Date, skipTenants: readonly string[] = []) {
    const [row] = await db
      .select()
      .from(priorCreditRequests)
      .where(
        and(
          eq(priorCreditRequests.status, 'PENDING'),
          lte(priorCreditRequests.reviewAt, now),
          skipTenants.length
            ? notInArray(priorCreditRequests.tenantId, [...skipTenants])
            : undefined,
        ),
      )
      .orderBy(priorCreditRequests.reviewAt)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /**
   * The registrar's queue (docs/staff-console.md): pending requests in these tenants with their
   * course, the longest waiting first, on the queue's partial index.
   */
  queue: (db: Executor, filter: WaitingFilter) =>
    waitingPage(
      db
        .select({ request: priorCreditRequests, product: products })
        .from(priorCreditRequests)
        .innerJoin(products, eq(products.id, priorCreditRequests.productId))
        .$dynamic(),
      filter,
      {
        waiting: eq(priorCreditRequests.status, 'PENDING'),
        tenantId: priorCreditRequests.tenantId,
        since: priorCreditRequests.requestedAt,
        id: priorCreditRequests.id,
      },
    ),

  /** One request by id, locked until the caller's transaction ends (a registrar's decision). */
  async lockById(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(priorCreditRequests)
      .where(eq(priorCreditRequests.id, id))
      .for('update');
    return row;
  },

  /** Decides a pending request; undefined when it was already decided. */
  async decide(
    db: Executor,
    id: number,
    decision: { status: 'GRANTED' | 'DENIED'; at: Date; message: string | null },
  ) {
    const [row] = await db
      .update(priorCreditRequests)
      .set({ status: decision.status, decidedAt: decision.at, decisionMessage: decision.message })
      .where(and(eq(priorCreditRequests.id, id), eq(priorCreditRequests.status, 'PENDING')))
      .returning();
    return row;
  },
};
