import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '../validation/fields';
import { listSortShape, type ListSort } from './list-sort';

// Reading the audit log from the staff console (docs/staff-console.md "Audit log"): the filters,
// an entry as the API answers it, the CSV's columns and the chain's check.

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;
const invalid = { error: 'validation.invalid' } as const;

/** Entries per page of the search. */
export const AUDIT_PAGE_SIZE = 50;

/** The actions written today, offered as suggestions; the filter takes any well-formed action. */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.second_factor_reset',
  'staff.passkey_added',
  'staff.passkey_removed',
  'students.searched',
  'student.viewed',
  'audit.searched',
  'audit.exported',
] as const;

/** The kinds of subject written today. */
export const AUDIT_SUBJECT_KINDS = ['student', 'students', 'staff', 'audit_log'] as const;

// A date and time, to the minute at least; without an offset it is UTC, as the console writes
// every time in UTC.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant a `from` or `to` filter names; undefined for an empty or malformed one. */
export function auditFilterInstant(text: string | undefined): Date | undefined {
  if (!text || !INSTANT.test(text)) return undefined;
  // A day or an hour that does not exist (30 February, 24:00) is refused, not rolled over.
  const [y, mo, d, h, mi] = text.split(/[-T:]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// Every filter is optional; an empty one is no filter, so a form's empty field can go as it is.
const optional = (max: number, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => v === '' || !pattern || pattern.test(v), invalid)
    .optional();

const instant = () =>
  z
    .string()
    .trim()
    .max(40, tooLong)
    .refine((v) => v === '' || auditFilterInstant(v) !== undefined, invalid)
    .optional();

/** The filters, shared by the search, the CSV export and the console's form. */
export const auditFiltersObject = z.object({
  /** A tenant id; outside the member's scope it matches nothing. */
  tenant: optional(64, /^[a-z0-9][a-z0-9_-]*$/),
  /** The staff e-mail that acted, as written (case does not matter). */
  actor: optional(FIELD_MAX_LENGTH.email),
  /** An action, e.g. `student.viewed`. */
  action: optional(64, /^[a-z][a-z_]*(\.[a-z][a-z_]*)*$/),
  /** The subject's kind (`student`, `staff`, ...), needed with `subjectId`. */
  subjectKind: optional(32, /^[a-z][a-z_]*$/),
  subjectId: optional(200),
  /** From this instant, included (UTC without an offset). */
  from: instant(),
  /** Up to this instant, excluded. */
  to: instant(),
  /** Text anywhere in the reason, any case. */
  q: optional(200),
});

type Filters = z.infer<typeof auditFiltersObject>;

function checkFilterPairs(filters: Filters, ctx: z.RefinementCtx) {
  if (filters.subjectId && !filters.subjectKind) {
    ctx.addIssue({ code: 'custom', path: ['subjectKind'], message: required.error });
  }
  const from = auditFilterInstant(filters.from);
  const to = auditFilterInstant(filters.to);
  if (from && to && to <= from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: invalid.error });
  }
}

export const auditFiltersSchema = auditFiltersObject.superRefine(checkFilterPairs);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/**
 * The column the log sorts by: when (the chain's order, `seq`), the newest first unless asked
 * otherwise. The log pages by keyset, so its one column is the one its indexes end in.
 */
export const AUDIT_LOG_SORTS = ['at'] as const;
export type AuditLogSort = (typeof AUDIT_LOG_SORTS)[number];
export const AUDIT_LOG_DEFAULT_ORDER: ListSort<AuditLogSort> = { sort: 'at', dir: 'desc' };

const cursor = z.coerce.number(invalid).int(invalid).min(1, invalid).optional();

/**
 * The search: the filters, the sort, and the keyset cursor: `before`, the `seq` a newest-first
 * page starts below, or `after`, the `seq` an oldest-first page starts above.
 */
export const auditSearchQuerySchema = auditFiltersObject
  .extend({
    before: cursor,
    after: cursor,
    ...listSortShape(AUDIT_LOG_SORTS, AUDIT_LOG_DEFAULT_ORDER),
  })
  .superRefine((query, ctx) => {
    checkFilterPairs(query, ctx);
    // A cursor runs one way: `before` pages newest first, `after` oldest first.
    const wrong = query.dir === 'desc' ? 'after' : 'before';
    if (query[wrong] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [wrong], message: invalid.error });
    }
  });
export type AuditSearchQuery = z.infer<typeof auditSearchQuerySchema>;

export const auditEntrySchema = z.object({
  /** The entry's place in the chain. */
  seq: z.number(),
  at: z.string(),
  actorStaffId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  address: z.string(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  tenantId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next (older) page of a newest-first search; null otherwise. */
  nextBefore: z.number().nullable(),
  /** The `after` of the next (newer) page of an oldest-first search; null otherwise. */
  nextAfter: z.number().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV export's columns, in order (docs/staff-console.md "Audit log"). */
export const AUDIT_CSV_COLUMNS = [
  'seq',
  'at',
  'actor_staff_id',
  'actor_email',
  'address',
  'action',
  'subject_kind',
  'subject_id',
  'tenant_id',
  'reason',
  'before',
  'after',
] as const;

export const auditChainCheckSchema = z.discriminatedUnion('intact', [
  z.object({ intact: z.literal(true), entries: z.number() }),
  /** `brokenAt`: the `seq` of the first entry edited, or whose predecessor was removed. */
  z.object({ intact: z.literal(false), brokenAt: z.number() }),
]);
export type AuditChainCheck = z.infer<typeof auditChainCheckSchema>;
