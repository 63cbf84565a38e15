import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';
import type { Executor } from '../../db/database';
import type { FactorSecretCipher } from './factor-secret-cipher';
import { staffMembers } from './staff-tables';

/**
 * Adds a staff member unless one has the e-mail already. Without a TOTP secret the member enrols at
 * the first sign-in; with one (the demo accounts, docs/staff-console.md) the factor is already set.
 * The password comes hashed (auth/password-hashing.ts), so that accounts sharing one are hashed once.
 */
export async function createStaffMember(options: {
  db: Executor;
  email: string;
  name: string;
  passwordHash: string;
  roles: StaffRole[];
  scope: StaffScope;
  totp?: { secret: string; cipher: FactorSecretCipher; confirmedAt: Date };
}): Promise<void> {
  const { db, totp } = options;
  await db
    .insert(staffMembers)
    .values({
      email: options.email.toLowerCase(),
      name: options.name,
      passwordHash: options.passwordHash,
      roles: options.roles,
      scope: options.scope,
      totpSecret: totp ? totp.cipher.seal(totp.secret) : null,
      totpConfirmedAt: totp?.confirmedAt ?? null,
    })
    .onConflictDoNothing({ target: staffMembers.email });
}
