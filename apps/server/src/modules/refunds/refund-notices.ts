import { formatMoney } from '@portal/domain/money/format-money';
import type { Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import { outboxQueries } from '../../live/outbox-queries';
import type { Owner } from '../../ledger-records/owner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { queueLearnerNotice } from '../users/queue-learner-notice';
import { REFUND_NOTICE_WORDS } from './refund-notice-words';
import type { RefundRow } from './refund-queries';

const BILLING_PAGE = '/account/billing-preferences';

/**
 * Tells the learner their money is going back, in the transaction that records it: a live update
 * (their billing pages refresh the history) and a mail in the tenant's name. PROCESSING is a bank
 * credit on its way; REFUNDED is done.
 */
export async function announceRefund(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    owner: Owner;
    refund: RefundRow & { status: 'PROCESSING' | 'REFUNDED' };
    description: string;
    mail: boolean;
    at: Date;
  },
): Promise<void> {
  const { owner, refund, at } = options;
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'refundEntity',
    payload: {
      event: 'PAYMENT_REFUNDED',
      refund: {
        refundId: refund.id,
        orderId: refund.orderId,
        transactionId: refund.attemptId,
        amountCents: refund.amountCents,
        status: refund.status,
      },
    },
    now: at,
  });
  if (!options.mail) return;
  const amount = formatMoney(refund.amountCents);
  await queueLearnerNotice(tx, {
    tenants: options.tenants,
    owner,
    at,
    notice: ({ language, firstName }) => {
      const words = REFUND_NOTICE_WORDS[language];
      const common = COMMON_WORDS[language];
      return {
        subject: words.subject(amount),
        greeting: common.greeting(firstName),
        paragraphs: [
          refund.status === 'PROCESSING' ? words.toBank(amount) : words.refunded(amount),
          words.inHistory,
        ],
        facts: [
          [words.refundedLabel, amount],
          [words.forLabel, options.description],
          [words.dateLabel, common.longDate(at)],
        ],
        action: { label: words.seeHistory, path: BILLING_PAGE },
      };
    },
  });
}
