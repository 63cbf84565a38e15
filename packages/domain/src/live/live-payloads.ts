import { z } from 'zod';
import { membershipSchema, orderSchema } from '../enrollment/order';
import { disputeStatusSchema } from '../ledger/dispute';
import { subscriptionSchema } from '../ledger/subscription';
import { userProfileSchema } from '../user/user-profile';
import { liveEventSchema } from './live-event';
import type { LiveSubject } from './live-subject';

/**
 * What a live update carries, per subject (docs/product/states-and-transitions.md "Events" and "Live connection"). The server
 * writes these to the outbox with the change; the client reads them by the destination's suffix.
 * `event` is the notification the change raises, or null for a change that raises none.
 */
export const livePayloadSchemas = {
  /** The user as GET /user-api/users answers: the client replaces its stored user. */
  userEntity: z.object({ user: userProfileSchema }),
  orderEntity: z.object({
    event: liveEventSchema
      .extract([
        'ORDER_CREATED',
        'ORDER_SUCCESS',
        'ORDER_FAIL',
        'CHALLENGE_EXAM_ORDER_CREATED',
        'CHALLENGE_EXAM_ORDER_SUCCESS',
        'CHALLENGE_EXAM_ORDER_FAIL',
      ])
      .nullable(),
    order: orderSchema,
  }),
  /** DEBT_PAYMENT_SUCCESS when the total debt reaches 0. */
  userEnrollmentPlanEntity: z.object({
    event: liveEventSchema.extract(['DEBT_PAYMENT_SUCCESS']).nullable(),
    userEnrollmentPlan: z.object({ totalDebt: z.number().int() }),
  }),
  /**
   * The courses that changed, by product id. The client reloads its coursework (at most once a
   * second), so the courses themselves are not sent.
   */
  courseworkEntity: z.object({ productIds: z.array(z.number().int()) }),
  membershipEntity: z.object({
    event: liveEventSchema
      .extract(['MEMBERSHIP_PENDING', 'MEMBERSHIP_ENABLED', 'MEMBERSHIP_EXPIRED'])
      .nullable(),
    membership: membershipSchema.nullable(),
  }),
  transcriptEntity: z.object({
    event: liveEventSchema.extract(['TRANSCRIPT_HISTORY_UPDATED']),
  }),
  /** ENABLED and FAILED raise their events; every other status is stored silently. */
  userSubscriptionEntity: z.object({
    event: liveEventSchema
      .extract(['USER_SUBSCRIPTION_ENABLED', 'USER_SUBSCRIPTION_FAILED'])
      .nullable(),
    subscription: subscriptionSchema,
  }),
  /**
   * A support conversation of the student changed (docs/support.md): `staffReplied` when a member
   * answered. The client reloads the conversation; the message itself is not sent.
   */
  supportConversationEntity: z.object({
    conversationId: z.number().int(),
    staffReplied: z.boolean(),
  }),
  /** A refund of one of the learner's payments that moved (docs/refunds.md). */
  refundEntity: z.object({
    event: liveEventSchema.extract(['PAYMENT_REFUNDED']).nullable(),
    refund: z.object({
      refundId: z.uuid(),
      orderId: z.uuid(),
      transactionId: z.uuid(),
      amountCents: z.number().int(),
      status: z.enum(['PROCESSING', 'REFUNDED']),
    }),
  }),
  /**
   * A dispute (chargeback) of one of the learner's payments opened or moved (docs/disputes.md);
   * their access may have changed with it (a membershipEntity update says so).
   */
  disputeEntity: z.object({
    dispute: z.object({
      disputeId: z.uuid(),
      orderId: z.uuid(),
      amountCents: z.number().int(),
      status: disputeStatusSchema,
    }),
  }),
} satisfies Record<LiveSubject, z.ZodType>;

export type LivePayload<S extends LiveSubject> = z.infer<(typeof livePayloadSchemas)[S]>;
