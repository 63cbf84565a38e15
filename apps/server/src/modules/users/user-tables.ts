import type { Language } from '@portal/domain/i18n/languages';
// Tables of users (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/columns';
import { degreePrograms, employers } from '../organization/organization-tables';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    accessCode: text('access_code'),
    employerId: integer('employer_id').references(() => employers.id),
    degreeProgramId: integer('degree_program_id').references(() => degreePrograms.id),
    // docs/product/entities.md attributes: userData holds the onboarding questions with their answers.
    userData: jsonb('user_data'),
    orientationStarted: boolean('orientation_started').notNull().default(false),
    /** The language the student chose to read the portal in (docs/languages.md); null: none yet. */
    language: text('language').$type<Language>(),
    subscribedToSms: boolean('subscribed_to_sms').notNull().default(false),
    phoneNumbers: jsonb('phone_numbers').$type<string[]>().notNull().default([]),
    targetDateProgress: text('target_date_progress'),
    targetInstitutionId: integer('target_institution_id'),
    transcriptPartnerId: integer('transcript_partner_id'),
    policyVersion: text('policy_version'),
    // docs/product/roles-and-permissions.md: login needs the scope STUDENT_PORTAL__ACCESS and the permission VIEW_COURSE_PROGRESS.
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    grants: text('grants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email),
    // The staff console's search (docs/staff-console.md "Finding a student"): case-insensitive
    // prefixes of a name or an e-mail, and a phone number, across tenants.
    // name_key: lower case, accents stripped (migration 0059, docs/names.md "Finding a name").
    index('users_first_name_key_idx').on(sql`name_key(${t.firstName}) text_pattern_ops`),
    index('users_last_name_key_idx').on(sql`name_key(${t.lastName}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_phone_numbers_idx').using('gin', t.phoneNumbers.op('jsonb_path_ops')),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('US'),
    zipCode: text('zip_code').notNull(),
  },
  (t) => [index('user_addresses_user_idx').on(t.tenantId, t.userId)],
);

/** Request-info forms from the public site (docs/product/api-calls.md POST /user-api/leads, lead types of entities.md). */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    leadType: text('lead_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    programInterest: text('program_interest'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('leads_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * A student's profile photo (docs/account-settings.md), one per user: the upload re-encoded to WebP without
 * metadata (docs/account-settings.md). The id is new with every upload, so the photo's path
 * changes with it and a browser may cache each one for good.
 */
export const profilePhotos = pgTable(
  'profile_photos',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** Feedback from signed-in students (docs/product/api-calls.md POST /user-api/users/feedback): rating 1 to 5. */
export const userFeedbacks = pgTable(
  'user_feedbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_feedbacks_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);
