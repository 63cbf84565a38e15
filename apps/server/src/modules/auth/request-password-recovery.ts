import { RESET_CODE_TTL_MINUTES, RESET_CODES_PER_HOUR } from '@portal/domain/auth/password-reset';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database, Executor } from '../../db/database';
import { brandedMail, noticeSender, type Notice } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { authQueries } from './auth-queries';
import { hashOpaqueSecret, newOpaqueSecret } from './opaque-secret';
import { passwordQueries } from './password-queries';

const MINUTE_MS = 60_000;

/** The recovery mail's words: the link carries the code, which works once and expires. */
export function passwordRecoveryNotice(
  tenantName: string,
  firstName: string,
  code: string,
): Notice {
  return {
    subject: `Reset your ${tenantName} password`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Someone asked to reset the password of your ${tenantName} account. If it was you, choose a new password with the link below. It works once, for ${RESET_CODE_TTL_MINUTES} minutes.`,
      'If you did not ask, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', path: `/auth/password-reset/${code}` },
  };
}

/**
 * The work behind POST /user-api/users/reset/password/, done after the answer went out, so a known
 * and an unknown address are answered alike and in the same time: for a registered address, a new
 * code (kept hashed) and the recovery mail, in one transaction; nothing otherwise, nor past the
 * hourly allowance. A crash in between loses only the mail: the learner asks again.
 */
export async function sendPasswordRecovery(options: {
  db: Database;
  tenants: TenantRegistry;
  tenant: { id: string; config: TenantConfig };
  email: string;
  now: Date;
}): Promise<void> {
  const { db, tenant, now } = options;
  const email = options.email.trim().toLowerCase();
  const user = await authQueries.findUserByEmail(db, tenant.id, email);
  if (!user) return;
  await db.transaction((tx) =>
    issueRecoveryMail({
      tx,
      tenants: options.tenants,
      config: tenant.config,
      owner: { tenantId: tenant.id, userId: user.id },
      firstName: user.firstName,
      email,
      now,
    }),
  );
}

/**
 * A new recovery code (kept hashed) and its mail, in the caller's transaction; false, with nothing
 * written, past the hourly allowance, which holds however many requests overlap (the user's row
 * is locked while the codes are counted and the new one added). The learner's own request and a
 * support agent's (docs/staff-console.md "Acting on a student") share the allowance.
 */
export async function issueRecoveryMail(options: {
  tx: Executor;
  tenants: TenantRegistry;
  config: TenantConfig;
  owner: { tenantId: string; userId: string };
  firstName: string;
  email: string;
  now: Date;
}): Promise<boolean> {
  const { tx, owner, now } = options;
  // Requests for one address come quicker than the work after their answers ends: without the
  // lock, each would count the codes before any other had added its own (on PostgreSQL).
  if (!(await passwordQueries.lockAllowance(tx, owner))) return false;
  const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
  if ((await passwordQueries.codesSince(tx, owner, hourAgo)) >= RESET_CODES_PER_HOUR) return false;
  const code = newOpaqueSecret();
  await passwordQueries.insertCode(tx, {
    ...owner,
    codeHash: hashOpaqueSecret(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
  });
  const notice = passwordRecoveryNotice(options.config.name, options.firstName, code);
  const mail = brandedMail(options.config, notice, (path) =>
    options.tenants.siteUrl(owner.tenantId, path),
  );
  await queueMail(tx, {
    ...owner,
    from: noticeSender(options.config),
    to: options.email,
    subject: notice.subject,
    ...mail,
    now,
  });
  return true;
}
