import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { memberships, orderItems, orders } from '../../db/schema';

export const ledgerQueries = {
  /** The user's latest order of a kind, with its items: two indexed queries. */
  async latestOrder(db: Executor, tenantId: string, userId: string, kind: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.kind, kind)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (!order) return undefined;
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [order.id]));
    return { order, items };
  },

  async membership(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    return row;
  },
};
