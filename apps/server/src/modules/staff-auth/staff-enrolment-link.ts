import { STAFF_ENROLMENT_LINK_TTL_HOURS } from '@portal/domain/staff/staff-team';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Executor } from '../../db/database';
import { brandedMail, noticeSender, STAFF_LANGUAGE, type Notice } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { hashOpaqueSecret, newOpaqueSecret } from '../auth/opaque-secret';
import { staffTeamQueries } from './staff-team-queries';

const HOUR_MS = 3_600_000;

/** The tenant whose host the administrator works on: the mail goes out in its name, to its host. */
export interface MailingTenant {
  id: string;
  config: TenantConfig;
}

export type EnrolmentPurpose = 'new_member' | 'factor_reset';

/** The enrolment mail's words: the link carries the secret, in its fragment, and works once. */
export function staffEnrolmentNotice(
  name: string,
  purpose: EnrolmentPurpose,
  token: string,
): Notice {
  return {
    subject:
      purpose === 'new_member' ? 'Set up your staff account' : 'Set up your staff sign-in again',
    greeting: `Hello ${name},`,
    paragraphs: [
      purpose === 'new_member'
        ? 'An administrator created a staff account for you. Choose your password and add an authenticator app with the link below.'
        : 'An administrator cleared the second factor of your staff account. Choose a new password and add an authenticator app with the link below.',
      `The link works once, for ${STAFF_ENROLMENT_LINK_TTL_HOURS} hours. If you did not expect it, tell your administrator.`,
    ],
    action: { label: 'Set up my sign-in', path: `/staff/enrol#${token}` },
  };
}

/**
 * Issues a member's one-time enrolment link and writes its mail, in the caller's transaction, so
 * both exist exactly when the change that causes them commits. Only the secret's hash is kept; an
 * earlier unused link of the member stops working. Answers when the link expires.
 */
export async function sendStaffEnrolmentLink(options: {
  tx: Executor;
  tenants: TenantRegistry;
  tenant: MailingTenant;
  member: { id: string; email: string; name: string };
  createdBy: string;
  purpose: EnrolmentPurpose;
  now: Date;
}): Promise<Date> {
  const { tx, tenant, member, now } = options;
  const token = newOpaqueSecret();
  const expiresAt = new Date(now.getTime() + STAFF_ENROLMENT_LINK_TTL_HOURS * HOUR_MS);
  await staffTeamQueries.replaceEnrolmentLink(tx, {
    tokenHash: hashOpaqueSecret(token),
    staffId: member.id,
    createdBy: options.createdBy,
    purpose: options.purpose,
    createdAt: now,
    expiresAt,
  });
  const notice = staffEnrolmentNotice(member.name, options.purpose, token);
  const mail = brandedMail(
    tenant.config,
    notice,
    (path) => options.tenants.siteUrl(tenant.id, path),
    STAFF_LANGUAGE,
  );
  await queueMail(tx, {
    tenantId: tenant.id,
    from: noticeSender(tenant.config),
    to: member.email,
    subject: notice.subject,
    ...mail,
    now,
  });
  return expiresAt;
}
