// The rows the permission ladder is decided on (docs/product/states-and-transitions.md): the user's onboarding state, enrolment
// order and membership. Shared below the modules, so that users, ledger and coursework all check
// permissions without reading each other's queries.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { OWNER, preparedOwnerRead, preparedRead } from '../db/prepared-read';
import { memberships, orders } from '../modules/orders/order-tables';
import { users } from '../modules/users/user-tables';

export interface Owner {
  tenantId: string;
  userId: string;
}

/** Read on nearly every signed-in call: prepared (docs/performance.md "Prepared reads"). */
const facts = preparedOwnerRead('permission_facts', (db, name) => {
  const { tenantId, userId } = OWNER;
  return db
    .select({
      userData: users.userData,
      orientationStarted: users.orientationStarted,
      courseCount: sql<number>`(select count(*)::int from coursework_enrollments c
        where c.tenant_id = ${tenantId} and c.user_id = ${userId})`,
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
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .prepare(name);
});

/** Read before every payment of an order: prepared. */
const orderKindOf = preparedRead((db) =>
  db
    .select({ kind: orders.kind })
    .from(orders)
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.tenantId, OWNER.tenantId),
        eq(orders.userId, OWNER.userId),
      ),
    )
    .prepare('order_kind_of_owner'),
);

export const permissionFactsQueries = {
  async facts(db: Executor, owner: Owner) {
    const [row] = await facts(db, { tenantId: owner.tenantId, userId: owner.userId });
    return row;
  },

  /** The kind of one of the user's orders, or undefined for another user's or an unknown one. */
  async orderKind(db: Executor, owner: Owner, orderId: string) {
    const [row] = await orderKindOf(db, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      orderId,
    });
    return row?.kind;
  },
};
