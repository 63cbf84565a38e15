import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '@portal/domain/ledger/membership-status';
import { ORDER_STATUSES } from '@portal/domain/ledger/order-status';
import type { ledgerQueries } from './ledger-queries';

type OrderWithItems = NonNullable<Awaited<ReturnType<typeof ledgerQueries.latestOrder>>>;
type MembershipRow = NonNullable<Awaited<ReturnType<typeof ledgerQueries.membership>>>;

/** The Order entity of SPEC §3; prices are integer cents (ARCHITECTURE.md decision 3). */
export const orderSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  orderItems: z.array(
    z.object({
      name: z.string(),
      productId: z.number().nullable(),
      price: z.number().int(),
      orderItemSpecs: z.array(z.object({ type: z.string() })),
    }),
  ),
});

export function orderView({ order, items }: OrderWithItems): z.infer<typeof orderSchema> {
  return {
    orderId: order.id,
    status: order.status as z.infer<typeof orderSchema>['status'],
    total: order.totalCents,
    orderItems: items.map((item) => ({
      name: item.name,
      productId: item.productId,
      price: item.priceCents,
      orderItemSpecs: item.specs,
    })),
  };
}

/** The Membership entity of SPEC §3. */
export const membershipSchema = z.object({
  membershipStatus: z.enum(MEMBERSHIP_STATUSES),
  membershipExpiredDate: z.string().nullable(),
  daysToRestartMembership: z.number().nullable(),
});

export function membershipView(row: MembershipRow): z.infer<typeof membershipSchema> {
  return {
    membershipStatus: row.status as z.infer<typeof membershipSchema>['membershipStatus'],
    membershipExpiredDate: row.expiresAt?.toISOString() ?? null,
    daysToRestartMembership: row.daysToRestart,
  };
}
