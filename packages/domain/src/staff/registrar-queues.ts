import { z } from 'zod';
import { PRIOR_CREDIT_SOURCES } from '../coursework/prior-credit';
import { listSortShape, type ListSort } from './list-sort';

// The registrar's queues (docs/staff-console.md "The registrar's queues"): what waits for a
// registrar's decision on the tenants whose config gives the decisions to staff.

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;
const invalid = { error: 'validation.invalid' } as const;

/** Rows per page of a queue. */
export const REGISTRAR_QUEUE_PAGE_SIZE = 25;
/** Deep pages are refused: filter by tenant or age instead. */
export const REGISTRAR_QUEUE_MAX_PAGE = 200;
/** The longest message a decision may carry to the student. */
export const REGISTRAR_MESSAGE_MAX_LENGTH = 1000;
/** The longest age filter, in days. */
export const REGISTRAR_MAX_WAITED_DAYS = 3650;

export const REGISTRAR_QUEUES = [
  'transcripts',
  'prior-credit',
  'exam-registrations',
  'admissions',
] as const;
export type RegistrarQueue = (typeof REGISTRAR_QUEUES)[number];

/** The transcript steps that wait on the registrar: each moves to the next one. */
export const TRANSCRIPT_QUEUE_STEPS = ['REQUESTED', 'SENT', 'RECEIVED'] as const;
export type TranscriptQueueStep = (typeof TRANSCRIPT_QUEUE_STEPS)[number];

/**
 * The columns a queue sorts by: how long the item has waited (the longest first unless asked
 * otherwise), or the tenant (then the longest waiting first within each, the other way round
 * when the tenants are).
 */
export const REGISTRAR_QUEUE_SORTS = ['waited', 'tenant'] as const;
export type RegistrarQueueSort = (typeof REGISTRAR_QUEUE_SORTS)[number];
export const REGISTRAR_QUEUE_DEFAULT_ORDER: ListSort<RegistrarQueueSort> = {
  sort: 'waited',
  dir: 'desc',
};

const filterShape = {
  /** One tenant of the member's scope; absent: every staff-review tenant in scope. */
  tenant: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, invalid)
    .max(63, invalid)
    .optional(),
  /** Only items that have waited at least this many whole days. */
  minDays: z.coerce
    .number(invalid)
    .int(invalid)
    .min(0, invalid)
    .max(REGISTRAR_MAX_WAITED_DAYS, invalid)
    .optional(),
  page: z.coerce
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(REGISTRAR_QUEUE_MAX_PAGE, invalid)
    .default(1),
  ...listSortShape(REGISTRAR_QUEUE_SORTS, REGISTRAR_QUEUE_DEFAULT_ORDER),
};

export const registrarQueueQuerySchema = z.strictObject(filterShape);
export type RegistrarQueueQuery = z.infer<typeof registrarQueueQuerySchema>;

export const transcriptQueueQuerySchema = z.strictObject({
  step: z.enum(TRANSCRIPT_QUEUE_STEPS, invalid).default('REQUESTED'),
  ...filterShape,
});
export type TranscriptQueueQuery = z.infer<typeof transcriptQueueQuerySchema>;

const queueStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

const queueItemShape = {
  tenantId: z.string(),
  tenantName: z.string(),
  student: queueStudentSchema,
  /** Since when the item waits at its present step (ISO date-time). */
  waitingSince: z.string(),
};

export const transcriptQueueItemSchema = z.object({
  id: z.number(),
  ...queueItemShape,
  status: z.enum(TRANSCRIPT_QUEUE_STEPS),
  recipientName: z.string(),
  courses: z.array(z.object({ courseName: z.string(), courseCode: z.string() })),
});
export type TranscriptQueueItem = z.infer<typeof transcriptQueueItemSchema>;

export const priorCreditQueueItemSchema = z.object({
  id: z.number(),
  ...queueItemShape,
  courseName: z.string(),
  courseCode: z.string(),
  source: z.enum(PRIOR_CREDIT_SOURCES),
  reference: z.string(),
});
export type PriorCreditQueueItem = z.infer<typeof priorCreditQueueItemSchema>;

export const examRegistrationQueueItemSchema = z.object({
  orderId: z.string(),
  ...queueItemShape,
  examName: z.string(),
});
export type ExamRegistrationQueueItem = z.infer<typeof examRegistrationQueueItemSchema>;

/** A student's admissions review, with the completed courses it was asked on. */
export const admissionsQueueItemSchema = z.object({
  id: z.number(),
  ...queueItemShape,
  courses: z.array(z.object({ courseName: z.string(), courseCode: z.string() })),
});
export type AdmissionsQueueItem = z.infer<typeof admissionsQueueItemSchema>;

function queuePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    /** Whether the next page has rows. */
    hasMore: z.boolean(),
  });
}

export const transcriptQueuePageSchema = queuePageSchema(transcriptQueueItemSchema);
export type TranscriptQueuePage = z.infer<typeof transcriptQueuePageSchema>;
export const priorCreditQueuePageSchema = queuePageSchema(priorCreditQueueItemSchema);
export type PriorCreditQueuePage = z.infer<typeof priorCreditQueuePageSchema>;
export const examRegistrationQueuePageSchema = queuePageSchema(examRegistrationQueueItemSchema);
export type ExamRegistrationQueuePage = z.infer<typeof examRegistrationQueuePageSchema>;
export const admissionsQueuePageSchema = queuePageSchema(admissionsQueueItemSchema);
export type AdmissionsQueuePage = z.infer<typeof admissionsQueuePageSchema>;

/** The tenants whose queues the member works: in their scope, with staff review. */
export const registrarTenantsSchema = z.object({
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RegistrarTenants = z.infer<typeof registrarTenantsSchema>;

const messageSchema = z.string(required).trim().max(REGISTRAR_MESSAGE_MAX_LENGTH, tooLong);

/** POST .../transcripts/{id}/move: the step the registrar saw, so a request another moved is refused. */
export const transcriptMoveBodySchema = z.strictObject({
  from: z.enum(TRANSCRIPT_QUEUE_STEPS, invalid),
  /** Kept in the audit log only. */
  reason: messageSchema.optional(),
});
export type TranscriptMoveBody = z.infer<typeof transcriptMoveBodySchema>;

/**
 * A decision with its message to the student: required to say no (refuse, decline), optional to
 * say yes (grant, confirm, admit).
 */
function decisionBodySchema<Yes extends string, No extends string>(yes: Yes, no: No) {
  return z
    .strictObject({
      decision: z.enum([yes, no], invalid),
      message: messageSchema.optional(),
    })
    .refine((body) => body.decision !== no || !!body.message, {
      path: ['message'],
      error: 'validation.required',
    });
}

/** What every decision body holds, whichever its yes. */
export interface RegistrarDecisionBody {
  decision: string;
  message?: string;
}

export const priorCreditDecisionBodySchema = decisionBodySchema('GRANT', 'REFUSE');
export type PriorCreditDecisionBody = z.infer<typeof priorCreditDecisionBodySchema>;
export const examRegistrationDecisionBodySchema = decisionBodySchema('CONFIRM', 'REFUSE');
export type ExamRegistrationDecisionBody = z.infer<typeof examRegistrationDecisionBodySchema>;
export const admissionsDecisionBodySchema = decisionBodySchema('ADMIT', 'DECLINE');
export type AdmissionsDecisionBody = z.infer<typeof admissionsDecisionBodySchema>;

/** The answer to a move or a decision: where the item now is. */
export const registrarDecisionSchema = z.object({
  status: z.string(),
  decidedAt: z.string(),
});
export type RegistrarDecision = z.infer<typeof registrarDecisionSchema>;
