import { z } from 'zod';

// docs/product/entities.md "Order kinds" and "Order": an order is a challenge-exam order when one of its item
// specs has the challenge-exam type, otherwise an enrollment plan. docs/product/entities.md does not spell the spec
// type's value; it is the CHALLENGE_EXAM product type.
export const ORDER_KINDS = ['ENROLLMENT_PLAN', 'CHALLENGE_EXAM'] as const;

export type OrderKind = (typeof ORDER_KINDS)[number];

export const orderKindSchema = z.enum(ORDER_KINDS);

export const CHALLENGE_EXAM_SPEC_TYPE = 'CHALLENGE_EXAM';

export interface OrderWithItems {
  orderItems: readonly { orderItemSpecs?: readonly { type: string }[] | null }[];
}

export function orderKind(order: OrderWithItems): OrderKind {
  const isExam = order.orderItems.some((item) =>
    (item.orderItemSpecs ?? []).some((spec) => spec.type === CHALLENGE_EXAM_SPEC_TYPE),
  );
  return isExam ? 'CHALLENGE_EXAM' : 'ENROLLMENT_PLAN';
}
