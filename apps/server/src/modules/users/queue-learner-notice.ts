import type { Executor } from '../../db/database';
import type { Owner } from '../../ledger-records/owner';
import type { Notice } from '../../mail/branded-mail';
import { learnerMail, type NoticeReader } from '../../mail/learner-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findContacts } from './find-contacts';

/**
 * Queues a notice to a learner in the caller's transaction, to the address and in the language
 * their account has now, in the tenant's name and colours in force at `at` (mail/learner-mail.ts).
 * Nothing for an account or a tenant that is gone.
 */
export async function queueLearnerNotice(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    owner: Owner;
    at: Date;
    notice: (reader: NoticeReader) => Notice;
  },
): Promise<void> {
  const { owner } = options;
  const contact = (await findContacts(tx, [owner.userId])).get(owner.userId);
  if (!contact) return;
  const mail = learnerMail({
    tenants: options.tenants,
    learner: { ...contact, tenantId: owner.tenantId },
    at: options.at,
    notice: options.notice,
  });
  if (mail) await queueMail(tx, mail);
}
