import { fieldIn } from '@portal/domain/content/written-in';
import type { Language } from '@portal/domain/i18n/languages';
import type { DisputeStatus } from '@portal/domain/ledger/dispute';
import { formatMoney } from '@portal/domain/money/format-money';
import { paths } from '../paths';
import type { ToastVariant } from '../toasts';
import type { LiveUpdate } from './live-connection';

/** A live event as the student is told of it: a toast (docs/product/error-catalogue.md: 4 s, announced). */
export interface LiveNotice {
  variant: ToastVariant;
  /** A message id with its namespace, and its values. */
  message: { id: string; values?: Record<string, string> };
  link?: { href: string; labelId: string };
}

/**
 * The notification an update raises (docs/product/states-and-transitions.md "Events"), or null. The words are those of error-catalogue.md where it has
 * them (Order paid successfully!, the membership's expiry, the challenge exam's payment and
 * enabling); the others are in `locales/en/live.json`.
 */
export function liveNoticeOf(update: LiveUpdate, language: Language): LiveNotice | null {
  switch (update.subject) {
    case 'orderEntity': {
      const { event, order } = update.payload;
      // The exam by the name its order holds in the page's language (docs/languages.md "What an order holds").
      const item = order.orderItems[0];
      const exam = item ? fieldIn(item, 'name', language).text : '';
      const productId = order.orderItems[0]?.productId ?? undefined;
      switch (event) {
        case null:
          return null;
        case 'ORDER_CREATED':
          return info('live:order.created');
        case 'ORDER_SUCCESS':
          return { variant: 'success', message: { id: 'domain:errors.ORDER_PAID' } };
        case 'ORDER_FAIL':
          return { variant: 'error', message: { id: 'live:order.failed' } };
        case 'CHALLENGE_EXAM_ORDER_CREATED':
          return { variant: 'info', message: { id: 'live:exam.created', values: { exam } } };
        case 'CHALLENGE_EXAM_ORDER_SUCCESS':
          // docs/product/error-catalogue.md: a paid exam and a free one (zero price) are told apart.
          return {
            variant: 'success',
            message: {
              id: order.total === 0 ? 'live:exam.enabled' : 'live:exam.paid',
              values: { exam },
            },
          };
        case 'CHALLENGE_EXAM_ORDER_FAIL':
          // docs/product/error-catalogue.md: "Failure offers a pay-again link."
          return {
            variant: 'error',
            message: { id: 'live:exam.failed', values: { exam } },
            link: {
              href: paths.challengeExamPayment.href(productId),
              labelId: 'live:exam.payAgain',
            },
          };
      }
      return null;
    }
    case 'userEnrollmentPlanEntity': {
      const { event, userEnrollmentPlan } = update.payload;
      // docs/product/states-and-transitions.md: the debt-paid event is raised when the total debt reaches 0, and only then.
      if (event !== 'DEBT_PAYMENT_SUCCESS' || userEnrollmentPlan.totalDebt !== 0) return null;
      return { variant: 'success', message: { id: 'live:debt.paid' } };
    }
    case 'membershipEntity':
      switch (update.payload.event) {
        case null:
          return null;
        case 'MEMBERSHIP_PENDING':
          return info('live:membership.pending');
        case 'MEMBERSHIP_ENABLED':
          return { variant: 'success', message: { id: 'live:membership.enabled' } };
        case 'MEMBERSHIP_EXPIRED':
          return { variant: 'error', message: { id: 'domain:errors.MEMBERSHIP_EXPIRED' } };
      }
      return null;
    case 'userSubscriptionEntity':
      switch (update.payload.event) {
        case null:
          return null;
        case 'USER_SUBSCRIPTION_ENABLED':
          return { variant: 'success', message: { id: 'live:subscription.enabled' } };
        case 'USER_SUBSCRIPTION_FAILED':
          return {
            variant: 'error',
            message: { id: 'live:subscription.failed' },
            link: { href: paths.billingPreferences.href(), labelId: 'live:subscription.billing' },
          };
      }
      return null;
    case 'transcriptEntity':
      return info('live:transcript.updated');
    case 'supportConversationEntity':
      if (!update.payload.staffReplied) return null;
      return {
        variant: 'info',
        message: { id: 'live:support.replied' },
        link: {
          href: paths.supportConversation.href(update.payload.conversationId),
          labelId: 'live:support.read',
        },
      };
    case 'refundEntity': {
      const { event, refund } = update.payload;
      if (event !== 'PAYMENT_REFUNDED') return null;
      return {
        variant: 'info',
        message: {
          id: refund.status === 'PROCESSING' ? 'live:refund.processing' : 'live:refund.refunded',
          values: { amount: formatMoney(refund.amountCents) },
        },
        link: { href: paths.billingPreferences.href(), labelId: 'live:refund.history' },
      };
    }
    case 'disputeEntity': {
      const { dispute } = update.payload;
      const id = DISPUTE_NOTICES[dispute.status];
      if (!id) return null;
      return {
        variant: dispute.status === 'LOST' ? 'error' : 'info',
        message: { id, values: { amount: formatMoney(dispute.amountCents) } },
        link: { href: paths.billingPreferences.href(), labelId: 'live:refund.history' },
      };
    }
    case 'userEntity':
    case 'courseworkEntity':
      // docs/product/states-and-transitions.md raises no event for these: the page shows the new data.
      return null;
  }
}

// Under review is the college's business with the bank: the learner hears of the opening and of
// the decision (docs/disputes.md).
const DISPUTE_NOTICES: Record<DisputeStatus, string | null> = {
  NEEDS_RESPONSE: 'live:dispute.opened',
  UNDER_REVIEW: null,
  WON: 'live:dispute.won',
  LOST: 'live:dispute.lost',
};

function info(id: string): LiveNotice {
  return { variant: 'info', message: { id } };
}
