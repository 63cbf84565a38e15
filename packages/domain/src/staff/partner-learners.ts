import { z } from 'zod';
import { listSortShape, type ListSort } from './list-sort';
import {
  REGISTRAR_QUEUE_DEFAULT_ORDER,
  REGISTRAR_QUEUE_SORTS,
  transcriptQueueItemSchema,
  transcriptQueuePageSchema,
} from './registrar-queues';

// A partner school's view of its own learners and of the transcripts sent to it
// (docs/staff-console.md "Partner schools").

const tooLong = { error: 'validation.tooLong' } as const;
const invalid = { error: 'validation.invalid' } as const;

/** Rows per page of the learners list. */
export const PARTNER_LEARNERS_PAGE_SIZE = 25;
/** Deep pages are refused: a list that needs them should be filtered. */
export const PARTNER_LEARNERS_MAX_PAGE = 200;

/** A learner's status: their membership's, or `none` before an enrolment order. */
export const LEARNER_STATUSES = ['pending', 'enabled', 'expired', 'none'] as const;
export type LearnerStatus = (typeof LEARNER_STATUSES)[number];

/**
 * The columns the learners sort by: the name (last, then first), the e-mail, or when they joined;
 * by name A to Z unless asked otherwise.
 */
export const PARTNER_LEARNER_SORTS = ['name', 'email', 'joined'] as const;
export type PartnerLearnerSort = (typeof PARTNER_LEARNER_SORTS)[number];
export const PARTNER_LEARNER_DEFAULT_ORDER: ListSort<PartnerLearnerSort> = {
  sort: 'name',
  dir: 'asc',
};

const filterShape = {
  /** The start of a first name, a last name or an e-mail, case aside. */
  q: z.string().trim().max(254, tooLong).optional(),
  /** A degree program's enrolment code, e.g. `FHSU-BGS`. */
  program: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, invalid)
    .optional(),
  status: z.enum(LEARNER_STATUSES, invalid).optional(),
  ...listSortShape(PARTNER_LEARNER_SORTS, PARTNER_LEARNER_DEFAULT_ORDER),
};

/** The filters of the list and of its CSV export: the same learners, all pages. */
export const partnerLearnerFiltersSchema = z.strictObject(filterShape);
export type PartnerLearnerFilters = z.infer<typeof partnerLearnerFiltersSchema>;

export const partnerLearnersQuerySchema = z.strictObject({
  ...filterShape,
  page: z.coerce
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(PARTNER_LEARNERS_MAX_PAGE, invalid)
    .default(1),
});
export type PartnerLearnersQuery = z.infer<typeof partnerLearnersQuerySchema>;

export const learnerEnrolmentSchema = z.object({
  courseEnrollmentId: z.number(),
  courseName: z.string(),
  courseCode: z.string(),
  /** The enrolment's status as the course list has it (ENABLED, COMPLETED, DISABLED, …). */
  status: z.string(),
  completed: z.boolean(),
  completedItems: z.number(),
  requiredItems: z.number(),
  /** Null until the provider sent a grade. */
  gradePercent: z.number().nullable(),
});
export type LearnerEnrolment = z.infer<typeof learnerEnrolmentSchema>;

export const partnerLearnerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tenantId: z.string(),
  program: z.object({ code: z.string(), name: z.string() }).nullable(),
  status: z.enum(LEARNER_STATUSES),
  /** When the account was made, ISO. */
  joinedAt: z.string(),
  /** Items completed and required over the courses not withdrawn. */
  progress: z.object({ completedItems: z.number(), requiredItems: z.number() }),
  enrolments: z.array(learnerEnrolmentSchema),
});
export type PartnerLearner = z.infer<typeof partnerLearnerSchema>;

export const partnerLearnersPageSchema = z.object({
  learners: z.array(partnerLearnerSchema),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});
export type PartnerLearnersPage = z.infer<typeof partnerLearnersPageSchema>;

/** The programs the filter offers: those of the member's schools. */
export const partnerProgramsSchema = z.object({
  programs: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PartnerPrograms = z.infer<typeof partnerProgramsSchema>;

/** The CSV export's columns, one line per learner and course (a learner with none has one line). */
export const PARTNER_LEARNERS_CSV_COLUMNS = [
  'student_id',
  'last_name',
  'first_name',
  'email',
  'tenant_id',
  'program',
  'status',
  'joined_at',
  'course_code',
  'course_name',
  'course_status',
  'completed_items',
  'required_items',
  'grade_percent',
] as const;

/** The steps a transcript waits at for the receiving school: it marks it received, then posted. */
export const PARTNER_TRANSCRIPT_STEPS = ['SENT', 'RECEIVED'] as const;
export type PartnerTranscriptStep = (typeof PARTNER_TRANSCRIPT_STEPS)[number];

export const partnerTranscriptQuerySchema = z.strictObject({
  step: z.enum(PARTNER_TRANSCRIPT_STEPS, invalid).default('SENT'),
  page: z.coerce
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(PARTNER_LEARNERS_MAX_PAGE, invalid)
    .default(1),
  ...listSortShape(REGISTRAR_QUEUE_SORTS, REGISTRAR_QUEUE_DEFAULT_ORDER),
});
export type PartnerTranscriptQuery = z.infer<typeof partnerTranscriptQuerySchema>;

/** A transcript sent to the school reads as the registrar's queue item does. */
export const partnerTranscriptItemSchema = transcriptQueueItemSchema;
export const partnerTranscriptPageSchema = transcriptQueuePageSchema;
export type PartnerTranscriptPage = z.infer<typeof partnerTranscriptPageSchema>;

export const partnerTranscriptMoveBodySchema = z.strictObject({
  from: z.enum(PARTNER_TRANSCRIPT_STEPS, invalid),
  /** Kept in the audit log only. */
  reason: z.string().trim().max(1000, tooLong).optional(),
});
export type PartnerTranscriptMoveBody = z.infer<typeof partnerTranscriptMoveBodySchema>;
