import type { Language } from '@portal/domain/i18n/languages';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import { recipientLanguage } from '../i18n/reader-language';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { brandedMail, noticeSender, type Notice } from './branded-mail';
import type { OutgoingMail } from './queue-mail';

/** A learner a notice is written to, with the language saved on their account (null: none). */
export interface LearnerRecipient {
  tenantId: string;
  userId: string;
  email: string;
  firstName: string;
  language: Language | null;
}

/** Whom a notice's words are written for: in their language, in the tenant's name in force. */
export interface NoticeReader {
  language: Language;
  firstName: string;
  tenantName: string;
}

/**
 * A notice to a learner as the mail that leaves: written in their language (docs/languages.md "Mail
 * and documents"), in the tenant's name and colours in force at `at`, its link to the page in that
 * language. Undefined for a tenant that no longer exists.
 */
export function learnerMail(options: {
  tenants: TenantRegistry;
  learner: LearnerRecipient;
  at: Date;
  notice: (reader: NoticeReader) => Notice;
}): OutgoingMail | undefined {
  const { tenants, learner, at } = options;
  const tenant = tenants.get(learner.tenantId);
  if (!tenant) return undefined;
  const config = effectiveConfig(tenant.config, at);
  const language = recipientLanguage(config, learner.language);
  const notice = options.notice({
    language,
    firstName: learner.firstName,
    tenantName: config.name,
  });
  return {
    tenantId: learner.tenantId,
    userId: learner.userId,
    from: noticeSender(config),
    to: learner.email,
    subject: notice.subject,
    ...brandedMail(
      config,
      notice,
      (path) => tenants.siteUrl(learner.tenantId, path, language),
      language,
    ),
    now: at,
  };
}
