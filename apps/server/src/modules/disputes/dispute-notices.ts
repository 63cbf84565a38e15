import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import type { DisputeStatus } from '@portal/domain/ledger/dispute';
import { formatMoney } from '@portal/domain/money/format-money';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import type { Executor } from '../../db/database';
import type { Owner } from '../../ledger-records/owner';
import { outboxQueries } from '../../live/outbox-queries';
import { brandedMail, noticeSender } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from '../users/find-contacts';
import type { DisputeRow } from './dispute-queries';

const BILLING_PAGE = '/account/billing-preferences';

/** What the learner is told when a dispute reaches a status; nothing while it is under review. */
function noticeOf(status: DisputeStatus, amount: string, suspended: boolean) {
  switch (status) {
    case 'NEEDS_RESPONSE':
      return {
        subject: `Your bank opened a dispute of a ${amount} payment`,
        paragraphs: [
          `Your bank told us you dispute a payment of ${amount} to us. We will answer it, and your bank will decide.`,
          suspended
            ? 'Your access to your courses is paused until the dispute is decided.'
            : 'Your access to your courses does not change meanwhile.',
        ],
      };
    case 'WON':
      return {
        subject: `The dispute of a ${amount} payment was decided`,
        paragraphs: [
          `Your bank decided the dispute of a ${amount} payment in our favour: the payment stands.`,
          ...(suspended ? ['Your access to your courses is back.'] : []),
        ],
      };
    case 'LOST':
      return {
        subject: `The dispute of a ${amount} payment was decided`,
        paragraphs: [
          `Your bank decided the dispute of a ${amount} payment in your favour: the money went back to you.`,
        ],
      };
    case 'UNDER_REVIEW':
      return null;
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
  const amount = formatMoney(dispute.amountCents);
  const notice = noticeOf(dispute.status as DisputeStatus, amount, dispute.accessSuspended);
  const tenant = options.tenants.get(owner.tenantId);
  const contact = (await findContacts(tx, [owner.userId])).get(owner.userId);
  if (!notice || !tenant || !contact) return;
  const config = effectiveConfig(tenant.config, at);
  await queueMail(tx, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    from: noticeSender(config),
    to: contact.email,
    subject: notice.subject,
    ...brandedMail(
      config,
      {
        subject: notice.subject,
        greeting: `Hello ${contact.firstName},`,
        paragraphs: notice.paragraphs,
        facts: [
          ['Disputed', amount],
          ['Date', formatDate(at, DATE_FORMATS.long)],
        ],
        action: { label: 'See your payment history', path: BILLING_PAGE },
      },
      (path) => options.tenants.siteUrl(owner.tenantId, path),
    ),
    now: at,
  });
}
