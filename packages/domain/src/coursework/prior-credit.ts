import { z } from 'zod';
import { FIELD_MAX_LENGTH, freeTextSchema } from '../validation/fields';
import { recordIdSchema } from '../validation/record-id';

// Prior credit (docs/transcripts.md): GET /coursework-api/prior-credit/availability and
// POST /coursework-api/prior-credit.

/**
 * The evidence a student names for credit earned elsewhere: an ACE credit recommendation
 * (military training, certifications), another college's transcript, or a credit-by-exam score
 * (CLEP, DSST).
 */
export const PRIOR_CREDIT_SOURCES = ['ACE', 'COLLEGE_TRANSCRIPT', 'EXAM'] as const;
export type PriorCreditSource = (typeof PRIOR_CREDIT_SOURCES)[number];

/** DENIED only by a registrar (docs/staff-console.md); the sandbox reviewer always grants. */
export const PRIOR_CREDIT_STATUSES = ['PENDING', 'GRANTED', 'DENIED'] as const;
export type PriorCreditStatus = (typeof PRIOR_CREDIT_STATUSES)[number];

/**
 * The sandbox reviewer grants a request whose reference starts with this at once (the demo input
 * of README and docs/transcripts.md); any other after the transcript exchange's step delay.
 */
export const PRIOR_CREDIT_DEMO_REFERENCE = 'ACE-DEMO';

/** POST /coursework-api/prior-credit: one or more courses of the program, with one piece of evidence. */
export const priorCreditBodySchema = z.strictObject({
  productIds: z.array(recordIdSchema).min(1).max(20),
  source: z.enum(PRIOR_CREDIT_SOURCES),
  /** The ACE course id, the college's name or the exam and score. */
  reference: freeTextSchema.max(FIELD_MAX_LENGTH.priorCreditReference, {
    error: 'validation.tooLong',
  }),
});
export type PriorCreditBody = z.infer<typeof priorCreditBodySchema>;

export const priorCreditCourseSchema = z.object({
  productId: z.number(),
  courseName: z.string(),
  courseCode: z.string(),
});

export const priorCreditRequestSchema = priorCreditCourseSchema.extend({
  id: z.number(),
  source: z.enum(PRIOR_CREDIT_SOURCES),
  reference: z.string(),
  status: z.enum(PRIOR_CREDIT_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The registrar's message with the decision; null from the sandbox reviewer or before. */
  message: z.string().nullable(),
  /** When the review is expected to answer (the page asks again then); null once decided. */
  expectedAt: z.string().nullable(),
});
export type PriorCreditRequest = z.infer<typeof priorCreditRequestSchema>;

/** The availability answer: the courses credit may be asked for, and the requests made so far. */
export const priorCreditAvailabilitySchema = z.object({
  available: z.array(priorCreditCourseSchema),
  requests: z.array(priorCreditRequestSchema),
});
export type PriorCreditAvailability = z.infer<typeof priorCreditAvailabilitySchema>;
