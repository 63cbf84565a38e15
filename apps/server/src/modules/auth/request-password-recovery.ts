import { RESET_CODE_TTL_MINUTES, RESET_CODES_PER_HOUR } from '@portal/domain/auth/password-reset';
import type { Language } from '@portal/domain/i18n/languages';
import type { Database, Executor } from '../../db/database';
import { COMMON_WORDS } from '../../i18n/common-words';
import type { Notice } from '../../mail/branded-mail';
import { type LearnerRecipient, learnerMail, type NoticeReader } from '../../mail/learner-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { authQueries } from './auth-queries';
import { hashOpaqueSecret, newOpaqueSecret } from './opaque-secret';
import { passwordQueries } from './password-queries';
import { PASSWORD_RECOVERY_WORDS } from './password-recovery-words';

const MINUTE_MS = 60_000;

/** The recovery mail's words: the link carries the code, which works once and expires. */
export function passwordRecoveryNotice(reader: NoticeReader, code: string): Notice {
  const words = PASSWORD_RECOVERY_WORDS[reader.language];
  return {
    subject: words.subject(reader.tenantName),
    greeting: COMMON_WORDS[reader.language].greeting(reader.firstName),
    paragraphs: [words.asked(reader.tenantName, RESET_CODE_TTL_MINUTES), words.notYou],
    action: { label: words.choose, path: `/auth/password-reset/${code}` },
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
  tenant: { id: string };
  email: string;
  /** The language of the page the learner asked on: the mail's, if they never chose one. */
  pageLanguage: Language | null;
  now: Date;
}): Promise<void> {
  const { db, now } = options;
  const tenantId = options.tenant.id;
  const email = options.email.trim().toLowerCase();
  const user = await authQueries.findUserByEmail(db, tenantId, email);
  if (!user) return;
  await db.transaction((tx) =>
    issueRecoveryMail({
      tx,
      tenants: options.tenants,
      learner: {
        tenantId,
        userId: user.id,
        firstName: user.firstName,
        email,
        language: user.language ?? options.pageLanguage,
      },
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
  /** The learner, with the language saved on their account: the mail is written in it. */
  learner: LearnerRecipient;
  now: Date;
}): Promise<boolean> {
  const { tx, learner, now } = options;
  const owner = { tenantId: learner.tenantId, userId: learner.userId };
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
  const mail = learnerMail({
    tenants: options.tenants,
    learner,
    at: now,
    notice: (reader) => passwordRecoveryNotice(reader, code),
  });
  if (mail) await queueMail(tx, mail);
  return true;
}
