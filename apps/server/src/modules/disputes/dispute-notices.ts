import type { Language } from '@portal/domain/i18n/languages';
import type { DisputeStatus } from '@portal/domain/ledger/dispute';
import { formatMoney } from '@portal/domain/money/format-money';
import type { Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import type { Owner } from '../../ledger-records/owner';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { queueLearnerNotice } from '../users/queue-learner-notice';
import { DISPUTE_NOTICE_WORDS } from './dispute-notice-words';
import type { DisputeRow } from './dispute-queries';

const BILLING_PAGE = '/account/billing-preferences';

/** What the learner is told when a dispute opens or is decided (nothing while it is under review). */
function noticeOf(
  status: Exclude<DisputeStatus, 'UNDER_REVIEW'>,
  amount: string,
  suspended: boolean,
  language: Language,
) {
  const words = DISPUTE_NOTICE_WORDS[language];
  switch (status) {
    case 'NEEDS_RESPONSE':
      return {
        subject: words.opened.subject(amount),
        paragraphs: [
          words.opened.told(amount),
          suspended ? words.opened.paused : words.opened.unchanged,
        ],
      };
    case 'WON':
      return {
        subject: words.decidedSubject(amount),
        paragraphs: [words.won(amount), ...(suspended ? [words.accessBack] : [])],
      };
    case 'LOST':
      return { subject: words.decidedSubject(amount), paragraphs: [words.lost(amount)] };
  }
}

/**
 * Tells the learner a dispute of their payment opened or moved, in the transaction that records
 * it: a live update, and a mail in the tenant's name when it opens or is decided.
 */
export async function announceDispute(
  tx: Executor,
  options: { tenants: TenantRegistry; owner: Owner; dispute: DisputeRow; at: Date },
): Promise<void> {
  const { owner, dispute, at } = options;
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'disputeEntity',
    payload: {
      dispute: {
        disputeId: dispute.id,
        orderId: dispute.orderId,
        amountCents: dispute.amountCents,
        status: dispute.status as DisputeStatus,
      },
    },
    now: at,
  });
  const status = dispute.status as DisputeStatus;
  if (status === 'UNDER_REVIEW') return;
  const amount = formatMoney(dispute.amountCents);
  await queueLearnerNotice(tx, {
    tenants: options.tenants,
    owner,
    at,
    notice: ({ language, firstName }) => {
      const common = COMMON_WORDS[language];
      const words = DISPUTE_NOTICE_WORDS[language];
      const notice = noticeOf(status, amount, dispute.accessSuspended, language);
      return {
        ...notice,
        greeting: common.greeting(firstName),
        facts: [
          [words.disputedLabel, amount],
          [words.dateLabel, common.longDate(at)],
        ],
        action: { label: words.seeHistory, path: BILLING_PAGE },
      };
    },
  });
}
