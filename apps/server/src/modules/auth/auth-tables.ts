// Tables of auth (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../../db/columns';
import { users } from '../users/user-tables';

/** One signed-in session: the family of rotated refresh tokens, and what logout revokes. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    createdAt: createdAt(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.tenantId, t.userId)],
);

/**
 * Password-recovery codes (docs/password-recovery.md): only their hash is kept; each works once, until it
 * expires; a user gets a few an hour.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes only; rotated on every use (RFC 9700). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    rotatedAt: timestampTz('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Sign-in attempts per account and client address, and per account from addresses it has never
 * signed in from (address `*`), for the login throttle (OWASP ASVS 6.3; modules/auth/login-throttle).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
    blockedUntil: timestampTz('blocked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.email, t.address] }),
    index('login_throttles_window_idx').on(t.windowStartedAt),
  ],
);

/** Addresses an account signed in from: they keep signing in while strangers are throttled. */
export const recognisedAddresses = pgTable(
  'recognised_addresses',
  {
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSignInAt: timestampTz('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.email, t.address] })],
);
