import { formatMoney } from '@portal/domain/money/format-money';
import { fieldIn } from '@portal/domain/content/written-in';
import { type ErrorCode, isErrorCode } from '@portal/domain/errors/error-code';
import type { Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import type { Notice } from '../../mail/branded-mail';
import { learnerMail, type NoticeReader } from '../../mail/learner-mail';
import { queueMails } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from '../users/find-contacts';
import { BILLING_NOTICE_WORDS } from './billing-notice-words';
import type { ChargeRow, SubscriptionRow } from '../../ledger-records/subscription-queries';

/** The payment a notice is about: a plan's charge, or an order's payment the bank returned. */
export type NoticePayment = Pick<
  ChargeRow,
  | 'id'
  | 'status'
  | 'amountCents'
  | 'errorCode'
  | 'transactionId'
  | 'completedAt'
  | 'createdAt'
  | 'brand'
  | 'lastFour'
>;

/** A billing event the learner is told of by mail (docs/billing.md). */
export type BillingNotice =
  | { kind: 'paid' | 'declined' | 'failed'; subscription: SubscriptionRow; charge: NoticePayment }
  | { kind: 'card-expiring'; subscription: SubscriptionRow };

/** The student's billing page: their payment history, with each receipt's PDF. */
export const BILLING_PAGE = '/account/billing-preferences';

const declineReason = (charge: NoticePayment): ErrorCode =>
  charge.errorCode && isErrorCode(charge.errorCode) ? charge.errorCode : 'PAYMENT_ERROR';

/** What a billing notice says, before the tenant's name and colours are put around it. */
export function billingNoticeText(notice: BillingNotice, reader: NoticeReader): Notice {
  const common = COMMON_WORDS[reader.language];
  const words = BILLING_NOTICE_WORDS[reader.language];
  const { tenantName } = reader;
  const greeting = common.greeting(reader.firstName);
  const { subscription } = notice;
  // The plan by the name it kept in the reader's language, else its English (docs/languages.md
  // "What an order holds").
  const plan = fieldIn(
    { name: subscription.planName, es: subscription.planEs },
    'name',
    reader.language,
  ).text;
  switch (notice.kind) {
    case 'paid': {
      const { charge } = notice;
      const amount = formatMoney(charge.amountCents);
      // A bank transfer is paid while the bank has not answered, but may still be returned: the
      // learner is told it is processing, not that the money arrived (a return has its own mail).
      const processing = charge.status === 'PROCESSING';
      return {
        subject: processing ? words.processing.subject(tenantName) : words.paid.subject(tenantName),
        greeting,
        paragraphs: processing
          ? [words.processing.transfer(amount, plan), words.processing.ifReturned]
          : [words.paid.thanks(plan)],
        facts: [
          [words.facts.amount, amount],
          [words.facts.date, common.longDate(charge.completedAt ?? charge.createdAt)],
          [processing ? words.processing.debitedFrom : words.paid.paidWith, words.method(charge)],
          [words.facts.transactionId, charge.transactionId ?? charge.id],
          ...(subscription.nextPaymentAt
            ? ([[words.facts.nextPayment, common.longDate(subscription.nextPaymentAt)]] as [
                string,
                string,
              ][])
            : []),
        ],
        action: { label: words.downloadReceipt, path: BILLING_PAGE },
      };
    }
    case 'declined':
      return {
        subject: words.declined.subject(tenantName),
        greeting,
        paragraphs: [
          words.declined.couldNotCharge(
            words.method(subscription),
            formatMoney(notice.charge.amountCents),
            plan,
            common.errorMessage(declineReason(notice.charge)),
          ),
          subscription.nextPaymentAt
            ? words.declined.retryOn(common.longDate(subscription.nextPaymentAt))
            : words.declined.update,
        ],
        action: { label: words.updateMethod, path: BILLING_PAGE },
      };
    case 'failed':
      return {
        subject: words.failed.subject(tenantName),
        greeting,
        paragraphs: [
          words.failed.paused(
            words.method(subscription),
            formatMoney(notice.charge.amountCents),
            plan,
          ),
          words.failed.balance(formatMoney(subscription.debtCents)),
        ],
        action: { label: words.failed.pay, path: BILLING_PAGE },
      };
    case 'card-expiring':
      return {
        subject: words.cardExpiring.subject(tenantName),
        greeting,
        paragraphs: [
          // Warned of only with an expiry on file (warn-expiring-cards.ts).
          words.cardExpiring.expires(
            words.method(subscription),
            plan,
            subscription.expiresOn ?? '',
          ),
        ],
        action: { label: words.updateMethod, path: BILLING_PAGE },
      };
  }
}

/**
 * Writes the notices' mail to the mail outbox in the caller's transaction, each in its learner's
 * language and the tenant's name and colours (the configuration in force at `at`), so a notice
 * exists exactly when the change it tells of commits.
 */
export async function queueBillingNotices(
  tx: Executor,
  tenants: TenantRegistry,
  notices: BillingNotice[],
  at: Date,
) {
  if (notices.length === 0) return;
  const contacts = await findContacts(
    tx,
    notices.map((n) => n.subscription.userId),
  );
  await queueMails(
    tx,
    notices.flatMap((notice) => {
      const { tenantId, userId } = notice.subscription;
      const contact = contacts.get(userId);
      const mail =
        contact &&
        learnerMail({
          tenants,
          learner: { ...contact, tenantId },
          at,
          notice: (reader) => billingNoticeText(notice, reader),
        });
      return mail ? [mail] : [];
    }),
  );
}
