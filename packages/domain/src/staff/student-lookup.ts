import { z } from 'zod';
import { transcriptRequestSchema } from '../coursework/transcript-request';
import { languageSchema } from '../i18n/languages';
import { NAME_RULES } from '../validation/person-name';
import { normalizePhoneNumber } from '../validation/phone-number';
import { listSortShape, type ListSort } from './list-sort';

// The staff console's student search and record (docs/staff-console.md "Finding a student").

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;
const badPage = { error: 'validation.invalid' } as const;

/** The longest search text: an e-mail address is the longest thing a member types. */
export const STUDENT_SEARCH_MAX_LENGTH = 254;
/** Rows per page of search results. */
export const STUDENT_SEARCH_PAGE_SIZE = 25;
/** Deep pages are refused: a search that needs them should be narrower. */
export const STUDENT_SEARCH_MAX_PAGE = 200;

/**
 * The columns the results sort by: the name (last, then first), the e-mail or the tenant; by name
 * A to Z unless asked otherwise.
 */
export const STUDENT_SEARCH_SORTS = ['name', 'email', 'tenant'] as const;
export type StudentSearchSort = (typeof STUDENT_SEARCH_SORTS)[number];
export const STUDENT_SEARCH_DEFAULT_ORDER: ListSort<StudentSearchSort> = {
  sort: 'name',
  dir: 'asc',
};

export const studentSearchQuerySchema = z.object({
  q: z.string(required).trim().min(1, required).max(STUDENT_SEARCH_MAX_LENGTH, tooLong),
  page: z.coerce
    .number(badPage)
    .int(badPage)
    .min(1, badPage)
    .max(STUDENT_SEARCH_MAX_PAGE, badPage)
    .default(1),
  ...listSortShape(STUDENT_SEARCH_SORTS, STUDENT_SEARCH_DEFAULT_ORDER),
});
export type StudentSearchQuery = z.infer<typeof studentSearchQuerySchema>;

/** What a search matches on, told apart from the text typed. */
export type StudentSearchTerms =
  | { kind: 'email'; prefix: string }
  | { kind: 'phone'; number: string }
  /** A student's id or an order number (an order's id): the server adds the order's student. */
  | { kind: 'ids'; ids: string[] }
  | { kind: 'name'; words: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the search box: text with an `@` is the start of an e-mail, ten digits are a phone number
 * (as it is stored, docs/product/validation.md "Phone"), an id is a student's or an order's, and
 * anything else is the start of a first name, a last name or an e-mail; two words or more are a
 * first name's start followed by a last name's.
 */
export function studentSearchTerms(text: string): StudentSearchTerms {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return { kind: 'email', prefix: trimmed.toLowerCase() };
  if (UUID.test(trimmed)) return { kind: 'ids', ids: [trimmed.toLowerCase()] };
  const phone = /\d/.test(trimmed) ? normalizePhoneNumber(trimmed) : undefined;
  if (phone) return { kind: 'phone', number: phone };
  return { kind: 'name', words: trimmed.toLowerCase().split(/\s+/) };
}

export const studentSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tenantId: z.string(),
  /** pending, enabled or expired; null before the student placed an enrolment order. */
  membershipStatus: z.string().nullable(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

export const studentSearchPageSchema = z.object({
  students: z.array(studentSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  /** Whether the next page has rows. */
  hasMore: z.boolean(),
});
export type StudentSearchPage = z.infer<typeof studentSearchPageSchema>;

export const studentRecordQuerySchema = z.object({
  /** Why the member opens the record (a ticket number, say); kept in the audit log. */
  reason: z.string().trim().max(500, tooLong).optional(),
});

const paymentAttemptSchema = z.object({
  id: z.string(),
  method: z.string(),
  status: z.string(),
  amountCents: z.number(),
  cardType: z.string().nullable(),
  lastFour: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** The gateway's answer: its numeric result code and the catalogue's code for a refusal. */
  gatewayResultCode: z.number().nullable(),
  errorCode: z.string().nullable(),
  /** The catalogue's English message for `errorCode`. */
  errorMessage: z.string().nullable(),
});

const orderSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  totalCents: z.number(),
  createdAt: z.string(),
  attempts: z.array(paymentAttemptSchema),
});

const recordCourseSchema = z.object({
  /** The enrolment's id: what a course action names (docs/staff-console.md). */
  courseEnrollmentId: z.number(),
  productId: z.number(),
  courseName: z.string(),
  courseCode: z.string(),
  enrollmentStatus: z.string(),
  completed: z.boolean(),
  gradePercent: z.number().nullable(),
  lastActiveAt: z.string().nullable(),
});

export const studentRecordSchema = z.object({
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumbers: z.array(z.string()),
    tenantId: z.string(),
    /** Which names the student's tenant takes (docs/names.md): what a correction is checked by. */
    nameRule: z.enum(NAME_RULES),
    /** The language the student chose to read the portal in; null when they chose none. */
    language: languageSchema.nullable(),
    /**
     * The language the portal writes their mail in now: their choice where the tenant offers it,
     * else the tenant's default (docs/languages.md "Mail and documents").
     */
    mailLanguage: languageSchema,
    createdAt: z.string(),
  }),
  signIn: z.object({
    /** Whether the sign-in throttle holds the account now, from any address. */
    locked: z.boolean(),
    lockedUntil: z.string().nullable(),
    /** The last successful sign-in; null when none is recorded. */
    lastSignInAt: z.string().nullable(),
  }),
  membership: z.object({ status: z.string(), expiresAt: z.string().nullable() }).nullable(),
  plan: z
    .object({
      name: z.string(),
      periodicity: z.string(),
      amountCents: z.number(),
      status: z.string(),
      nextPaymentAt: z.string().nullable(),
    })
    .nullable(),
  debtCents: z.number(),
  orders: z.array(orderSchema),
  courses: z.array(recordCourseSchema),
  transcriptRequests: z.array(transcriptRequestSchema),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;
