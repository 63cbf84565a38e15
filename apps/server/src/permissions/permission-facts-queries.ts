// The rows the permission ladder is decided on (docs/product/states-and-transitions.md): the user's onboarding state, enrolment
// order and membership. Shared below the modules, so that users, ledger and coursework all check
// permissions without reading each other's queries.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { memberships, orders } from '../modules/orders/order-tables';
import { users } from '../modules/users/user-tables';

export interface Owner {
  tenantId: string;
  userId: string;
}

export const permissionFactsQueries = {
  async facts(db: Executor, owner: Owner) {
    const [row] = await db
      .select({
        userData: users.userData,
        orientationStarted: users.orientationStarted,
        courseCount: sql<number>`(select count(*)::int from coursework_enrollments c
          where c.tenant_id = ${owner.tenantId} and c.user_id = ${owner.userId})`,
        orderId: orders.id,
        orderStatus: orders.status,
        membershipStatus: memberships.status,
      })
      .from(users)
      .leftJoin(
        orders,
        and(
          eq(orders.tenantId, users.tenantId),
          eq(orders.userId, users.id),
          eq(orders.kind, 'ENROLLMENT_PLAN'),
        ),
      )
      .leftJoin(
        memberships,
        and(eq(memberships.tenantId, users.tenantId), eq(memberships.userId, users.id)),
      )
      .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)));
    return row;
  },

  /** The kind of one of the user's orders, or undefined for another user's or an unknown one. */
  async orderKind(db: Executor, owner: Owner, orderId: string) {
    const [row] = await db
      .select({ kind: orders.kind })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.tenantId, owner.tenantId),
          eq(orders.userId, owner.userId),
        ),
      );
    return row?.kind;
  },
};
