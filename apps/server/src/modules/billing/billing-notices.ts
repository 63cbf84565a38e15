import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import { formatMoney } from '@portal/domain/money/format-money';
import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { isErrorCode } from '@portal/domain/errors/error-code';
import type { Executor } from '../../db/database';
import { brandedMail, noticeSender, type Notice } from '../../mail/branded-mail';
import { queueMails } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from '../users/find-contacts';
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

const longDate = (date: Date) => formatDate(date, DATE_FORMATS.long);

const methodOf = (row: { brand: string | null; lastFour: string | null }) =>
  row.lastFour ? `${row.brand ?? 'Card'} ending in ${row.lastFour}` : (row.brand ?? 'Card');

const declineReason = (charge: NoticePayment) =>
  charge.errorCode && isErrorCode(charge.errorCode)
    ? ERROR_CATALOGUE[charge.errorCode].message
    : ERROR_CATALOGUE.PAYMENT_ERROR.message;

/** What a billing notice says, before the tenant's name and colours are put around it. */
export function billingNoticeText(
  notice: BillingNotice,
  firstName: string,
  tenantName: string,
): Notice {
  const greeting = `Hello ${firstName},`;
  const { subscription } = notice;
  switch (notice.kind) {
    case 'paid': {
      const { charge } = notice;
      // A bank transfer is paid while the bank has not answered, but may still be returned: the
      // learner is told it is processing, not that the money arrived (a return has its own mail).
      const processing = charge.status === 'PROCESSING';
      return {
        subject: processing
          ? `Your payment to ${tenantName} is processing`
          : `Your payment receipt from ${tenantName}`,
        greeting,
        paragraphs: processing
          ? [
              `Your bank transfer of ${formatMoney(charge.amountCents)} for ${subscription.planName} is processing. Your bank usually confirms it within a few business days; you keep your access meanwhile.`,
              'If your bank returns the transfer, we will write to you.',
            ]
          : [`Thank you: we received your payment for ${subscription.planName}.`],
        facts: [
          ['Amount', formatMoney(charge.amountCents)],
          ['Date', longDate(charge.completedAt ?? charge.createdAt)],
          [processing ? 'Debited from' : 'Paid with', methodOf(charge)],
          ['Transaction ID', charge.transactionId ?? charge.id],
          ...(subscription.nextPaymentAt
            ? ([['Next payment', longDate(subscription.nextPaymentAt)]] as [string, string][])
            : []),
        ],
        action: { label: 'Download the receipt (PDF)', path: BILLING_PAGE },
      };
    }
    case 'declined':
      return {
        subject: `Your payment to ${tenantName} did not go through`,
        greeting,
        paragraphs: [
          `We could not charge ${methodOf(subscription)} ${formatMoney(notice.charge.amountCents)} for ${subscription.planName}: ${declineReason(notice.charge)}`,
          subscription.nextPaymentAt
            ? `We will try again on ${longDate(subscription.nextPaymentAt)}. To avoid losing access, update your payment method before then.`
            : 'Please update your payment method.',
        ],
        action: { label: 'Update your payment method', path: BILLING_PAGE },
      };
    case 'failed':
      return {
        subject: `Your ${tenantName} payment plan is on hold`,
        greeting,
        paragraphs: [
          `We tried to charge ${methodOf(subscription)} ${formatMoney(notice.charge.amountCents)} for ${subscription.planName} several times without success, so your access is paused.`,
          `Your balance is ${formatMoney(subscription.debtCents)}. Pay it with any payment method to continue your studies.`,
        ],
        action: { label: 'Pay your balance', path: BILLING_PAGE },
      };
    case 'card-expiring':
      return {
        subject: `Your card on file with ${tenantName} expires soon`,
        greeting,
        paragraphs: [
          `${methodOf(subscription)}, which pays your ${subscription.planName} plan, expires at the end of ${subscription.expiresOn}. Add a new card so your next payment goes through.`,
        ],
        action: { label: 'Update your payment method', path: BILLING_PAGE },
      };
  }
}

/**
 * Writes the notices' mail to the mail outbox in the caller's transaction, each in the tenant's
 * name and colours (the configuration in force at `at`), so a notice exists exactly when the
 * change it tells of commits.
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
      const tenant = tenants.get(tenantId);
      const contact = contacts.get(userId);
      if (!tenant || !contact) return [];
      const config = effectiveConfig(tenant.config, at);
      const mail = billingNoticeText(notice, contact.firstName, config.name);
      return [
        {
          tenantId,
          userId,
          from: noticeSender(config),
          to: contact.email,
          subject: mail.subject,
          ...brandedMail(config, mail, (path) => tenants.siteUrl(tenantId, path)),
          now: at,
        },
      ];
    }),
  );
}
