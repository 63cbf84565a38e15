import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { products } from '../catalog/catalog-tables';
import { priorCreditRequests } from './transcript-tables';

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

  /** One pending request whose review is due, locked; others' locked rows are skipped. */
  async lockDue(db: Executor, now: Date) {
    const [row] = await db
      .select()
      .from(priorCreditRequests)
      .where(and(eq(priorCreditRequests.status, 'PENDING'), lte(priorCreditRequests.reviewAt, now)))
      .orderBy(priorCreditRequests.reviewAt)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /** Grants a pending request; undefined when it was already decided. */
  async grant(db: Executor, id: number, at: Date) {
    const [row] = await db
      .update(priorCreditRequests)
      .set({ status: 'GRANTED', decidedAt: at })
      .where(and(eq(priorCreditRequests.id, id), eq(priorCreditRequests.status, 'PENDING')))
      .returning();
    return row;
  },
};
