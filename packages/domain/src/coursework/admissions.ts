import { z } from 'zod';

// Admissions review (docs/transcripts.md): GET /coursework-api/admissions/checklist and
// POST /coursework-api/admissions.

/**
 * One thing the admissions office looks at: a course of the program completed (or credited), and
 * a transcript sent for each completed course.
 */
export const admissionsChecklistItemSchema = z.object({
  kind: z.enum(['COURSE_COMPLETED', 'TRANSCRIPT_SENT']),
  courseName: z.string(),
  courseCode: z.string(),
  done: z.boolean(),
});
export type AdmissionsChecklistItem = z.infer<typeof admissionsChecklistItemSchema>;

/**
 * Where a review is: asked for, then admitted or declined by a registrar on a tenant with staff
 * review (docs/transcripts.md "Admissions review"); a sandbox tenant's stays asked for.
 */
export const ADMISSIONS_REVIEW_STATUSES = ['REQUESTED', 'ADMITTED', 'DECLINED'] as const;
export type AdmissionsReviewStatus = (typeof ADMISSIONS_REVIEW_STATUSES)[number];

export const admissionsReviewSchema = z.object({
  status: z.enum(ADMISSIONS_REVIEW_STATUSES),
  requestedAt: z.string(),
  /** When the registrar decided, or null. */
  decidedAt: z.string().nullable(),
  /** The registrar's words to the student with the decision, or null. */
  message: z.string().nullable(),
});
export type AdmissionsReview = z.infer<typeof admissionsReviewSchema>;

export const admissionsChecklistSchema = z.object({
  items: z.array(admissionsChecklistItemSchema),
  /** Whether a request would be accepted now: a completed course, and every transcript sent. */
  ready: z.boolean(),
  /** The review already asked for, or null. */
  review: admissionsReviewSchema.nullable(),
});
export type AdmissionsChecklist = z.infer<typeof admissionsChecklistSchema>;
