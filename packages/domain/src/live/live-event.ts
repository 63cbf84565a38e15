import { z } from 'zod';

// docs/product/states-and-transitions.md "Events": the event names raised from live updates. The challenge-exam order events are
// distinct from the enrollment-plan ones (docs/product/states-and-transitions.md "distinct for challenge-exam and enrollment-plan
// orders"); docs/product/states-and-transitions.md does not spell their names, so the CHALLENGE_EXAM_ORDER_* names are ours.
export const LIVE_EVENTS = [
  'ORDER_CREATED',
  'ORDER_SUCCESS',
  'ORDER_FAIL',
  'CHALLENGE_EXAM_ORDER_CREATED',
  'CHALLENGE_EXAM_ORDER_SUCCESS',
  'CHALLENGE_EXAM_ORDER_FAIL',
  'DEBT_PAYMENT_SUCCESS',
  'MEMBERSHIP_PENDING',
  'MEMBERSHIP_ENABLED',
  'MEMBERSHIP_EXPIRED',
  'USER_SUBSCRIPTION_ENABLED',
  'USER_SUBSCRIPTION_FAILED',
  'TRANSCRIPT_HISTORY_UPDATED',
  // Ours: a payment was refunded, in part or whole (docs/refunds.md).
  'PAYMENT_REFUNDED',
] as const;

export type LiveEvent = (typeof LIVE_EVENTS)[number];

export const liveEventSchema = z.enum(LIVE_EVENTS);

type OrderEvent = 'ORDER_CREATED' | 'ORDER_SUCCESS' | 'ORDER_FAIL';

/**
 * The event an order's change raises, by its kind (docs/product/states-and-transitions.md): a challenge-exam order raises the
 * CHALLENGE_EXAM_ORDER_* event where an enrolment order raises ORDER_*.
 */
export function orderEventOf(
  kind: 'ENROLLMENT_PLAN' | 'CHALLENGE_EXAM',
  event: OrderEvent,
): OrderEvent | `CHALLENGE_EXAM_${OrderEvent}` {
  return kind === 'CHALLENGE_EXAM' ? `CHALLENGE_EXAM_${event}` : event;
}
