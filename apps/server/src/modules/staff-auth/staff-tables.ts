// Tables of the staff console's accounts (docs/staff-console.md): apart from the students', on no
// tenant, since a member's scope may span several.
import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';
import { bytea, createdAt, timestampTz } from '../../db/columns';

export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case: the sign-in compares it as given, trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** Null until the member sets one with their enrolment link (docs/staff-console.md "Managing staff"). */
  passwordHash: text('password_hash'),
  roles: jsonb('roles').$type<StaffRole[]>().notNull(),
  scope: jsonb('scope').$type<StaffScope>().notNull(),
  /** The TOTP secret, encrypted (factor-secret-cipher.ts); null until the member enrols. */
  totpSecret: text('totp_secret'),
  /** Null while the secret waits for its first code: the member has no factor yet. */
  totpConfirmedAt: timestampTz('totp_confirmed_at'),
  /** The last time step a code was accepted for: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /**
   * The sign-in the password step last started (its pending token's id); the second step clears it
   * as it opens the session, so a pending token opens one session at most.
   */
  pendingSignInId: uuid('pending_sign_in_id'),
  /** Set while an administrator has disabled the member: they cannot sign in. */
  disabledAt: timestampTz('disabled_at'),
  createdAt: createdAt(),
});

/**
 * One-time enrolment links (docs/staff-console.md "Managing staff"): a new member, or one whose
 * factor an administrator reset, sets a password and enrols a factor with one. Only the secret's
 * SHA-256 hash is kept; a member has at most one live link (a new one replaces it).
 */
export const staffEnrolmentLinks = pgTable(
  'staff_enrolment_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** Who sent it, and why: `new_member` or `factor_reset`. */
    createdBy: uuid('created_by'),
    purpose: text('purpose').$type<'new_member' | 'factor_reset'>().notNull(),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('staff_enrolment_links_staff_idx').on(t.staffId)],
);

/** Single-use recovery codes, kept as SHA-256 hashes only. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/** A signed-in staff session: it ends on sign-out, a factor reset, or after inactivity. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
    endedAt: timestampTz('ended_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Views as a student ended before their token ran out (docs/staff-console.md "Seeing the portal
 * as the student"): a view-as token naming one is refused. Its token lives 15 minutes at most,
 * so a row older than that names a token that is refused anyway.
 */
export const staffEndedViews = pgTable('staff_ended_views', {
  viewId: uuid('view_id').primaryKey(),
  endedAt: timestampTz('ended_at').notNull(),
});

/**
 * A member's passkeys (docs/staff-console.md "Passkeys"): WebAuthn credentials, each bound to the
 * host it was added on (its relying party id). The public key is stored, never a secret.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential id, base64url, as the authenticator names it. */
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    rpId: text('rp_id').notNull(),
    /** COSE-encoded. */
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter: a clone answering an older count is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull(),
    name: text('name').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    lastUsedAt: timestampTz('last_used_at'),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: kept in the database so any instance can
 * check the answer, short-lived, and deleted as they are checked so each is answered once. One is
 * bound to the member and to the staff session (adding a passkey) or the pending sign-in (signing
 * in) that asked for it, and to the host.
 */
export const staffWebauthnChallenges = pgTable(
  'staff_webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'registration' | 'authentication'>().notNull(),
    /** The staff session id (registration) or the pending sign-in id (authentication). */
    attemptId: uuid('attempt_id').notNull(),
    rpId: text('rp_id').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('staff_webauthn_challenges_staff_idx').on(t.staffId)],
);
