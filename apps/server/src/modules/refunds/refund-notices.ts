import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import { formatMoney } from '@portal/domain/money/format-money';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { Executor } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import { brandedMail, noticeSender } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { Owner } from '../../ledger-records/owner';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from '../users/find-contacts';
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
  const tenant = options.tenants.get(owner.tenantId);
  const contact = (await findContacts(tx, [owner.userId])).get(owner.userId);
  if (!tenant || !contact) return;
  const config = effectiveConfig(tenant.config, at);
  const amount = formatMoney(refund.amountCents);
  const notice = {
    subject: `We refunded ${amount} of your payment`,
    greeting: `Hello ${contact.firstName},`,
    paragraphs: [
      refund.status === 'PROCESSING'
        ? `We started a refund of ${amount} to your bank account. Your bank will show it in a few days.`
        : `We refunded ${amount} to the card or account you paid with. It may take a few days to show on your statement.`,
      'Your payment history lists the refund with its credit note.',
    ],
    facts: [
      ['Refunded', amount],
      ['For', options.description],
      ['Date', formatDate(at, DATE_FORMATS.long)],
    ] as [string, string][],
    action: { label: 'See your payment history', path: BILLING_PAGE },
  };
  await queueMail(tx, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    from: noticeSender(config),
    to: contact.email,
    subject: notice.subject,
    ...brandedMail(config, notice, (path) => options.tenants.siteUrl(owner.tenantId, path)),
    now: at,
  });
}
