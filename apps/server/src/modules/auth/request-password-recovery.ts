import { RESET_CODE_TTL_MINUTES, RESET_CODES_PER_HOUR } from '@portal/domain/auth/password-reset';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database } from '../../db/database';
import { brandedMail, noticeSender } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { authQueries } from './auth-queries';
import { hashOpaqueSecret, newOpaqueSecret } from './opaque-secret';
import { passwordQueries } from './password-queries';

const MINUTE_MS = 60_000;

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
  const owner = { tenantId: tenant.id, userId: user.id };
  await db.transaction(async (tx) => {
    const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
    if ((await passwordQueries.codesSince(tx, owner, hourAgo)) >= RESET_CODES_PER_HOUR) return;
    const code = newOpaqueSecret();
    await passwordQueries.insertCode(tx, {
      ...owner,
      codeHash: hashOpaqueSecret(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
    });
    const mail = brandedMail(
      tenant.config,
      {
        subject: `Reset your ${tenant.config.name} password`,
        greeting: `Hello ${user.firstName},`,
        paragraphs: [
          `Someone asked to reset the password of your ${tenant.config.name} account. If it was you, choose a new password with the link below. It works once, for ${RESET_CODE_TTL_MINUTES} minutes.`,
          'If you did not ask, you can ignore this e-mail: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', path: `/auth/password-reset/${code}` },
      },
      (path) => options.tenants.siteUrl(tenant.id, path),
    );
    await queueMail(tx, {
      ...owner,
      from: noticeSender(tenant.config),
      to: email,
      subject: `Reset your ${tenant.config.name} password`,
      ...mail,
      now,
    });
  });
}
