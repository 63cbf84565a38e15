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

export const admissionsReviewSchema = z.object({
  status: z.literal('REQUESTED'),
  requestedAt: z.string(),
});

export const admissionsChecklistSchema = z.object({
  items: z.array(admissionsChecklistItemSchema),
  /** Whether a request would be accepted now: a completed course, and every transcript sent. */
  ready: z.boolean(),
  /** The review already asked for, or null. */
  review: admissionsReviewSchema.nullable(),
});
export type AdmissionsChecklist = z.infer<typeof admissionsChecklistSchema>;
