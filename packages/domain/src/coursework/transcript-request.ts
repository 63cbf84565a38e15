import { z } from 'zod';
import { addressSchema } from '../user/address';
import { personNameSchema } from '../validation/fields';
import { recordIdSchema } from '../validation/record-id';
import type { CourseStatus } from './course-status';

// Transcripts (docs/transcripts.md): POST and GET /coursework-api/transcripts.

/**
 * Where a transcript goes: the student's target institution (users.targetInstitutionId), their
 * transcript partner (users.transcriptPartnerId, GET /organization-api/transcript-partner/{id}),
 * or another school by post, to a recipient at an address of the transcript type (docs/product/entities.md).
 */
export const TRANSCRIPT_DESTINATIONS = [
  'TARGET_INSTITUTION',
  'TRANSCRIPT_PARTNER',
  'ADDRESS',
] as const;
export type TranscriptDestination = (typeof TRANSCRIPT_DESTINATIONS)[number];

/** Where a request is: the registrar sends it, the school receives it, then posts the credit. */
export const TRANSCRIPT_STATUSES = [
  'REQUESTED',
  'SENT',
  'RECEIVED',
  'POSTED',
  'CANCELLED',
] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** The moves the transcript exchange makes, in order; CANCELLED is the student's, before SENT. */
export const TRANSCRIPT_STEPS = ['REQUESTED', 'SENT', 'RECEIVED', 'POSTED'] as const;

/** The status after `status`, or null once posted or cancelled. */
export function nextTranscriptStatus(status: TranscriptStatus): TranscriptStatus | null {
  const at = (TRANSCRIPT_STEPS as readonly string[]).indexOf(status);
  return at === -1 || at === TRANSCRIPT_STEPS.length - 1 ? null : TRANSCRIPT_STEPS[at + 1]!;
}

/** Statuses whose course may not appear on a transcript of ours: removed, waived, credited elsewhere. */
const NOT_ON_TRANSCRIPT: CourseStatus[] = ['DISABLED', 'WAIVED', 'PRIOR_CREDIT'];

/**
 * Why a course cannot be sent on a transcript, or null when it can (docs/product/entities.md
 * isEligibleForTranscript, docs/product/error-catalogue.md): a course removed, waived or credited elsewhere is not eligible; a
 * course still in progress is not completed.
 */
export function transcriptRefusal(course: {
  enrollmentStatus: CourseStatus;
  completed: boolean;
}): 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT' | 'COURSEWORK_NOT_COMPLETED' | null {
  if (NOT_ON_TRANSCRIPT.includes(course.enrollmentStatus)) {
    return 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT';
  }
  return course.completed ? null : 'COURSEWORK_NOT_COMPLETED';
}

export const isEligibleForTranscript = (course: {
  enrollmentStatus: CourseStatus;
  completed: boolean;
}) => transcriptRefusal(course) === null;

export const transcriptAddressSchema = addressSchema.extend({
  addressType: z.literal('transcript'),
});

/** POST /coursework-api/transcripts (with an Idempotency-Key header: one request per click). */
export const transcriptRequestBodySchema = z.discriminatedUnion('destination', [
  z.strictObject({
    destination: z.literal('TARGET_INSTITUTION'),
    courseIds: z.array(recordIdSchema).min(1).max(100),
  }),
  z.strictObject({
    destination: z.literal('TRANSCRIPT_PARTNER'),
    courseIds: z.array(recordIdSchema).min(1).max(100),
  }),
  z.strictObject({
    destination: z.literal('ADDRESS'),
    courseIds: z.array(recordIdSchema).min(1).max(100),
    recipientName: personNameSchema,
    address: transcriptAddressSchema,
  }),
]);
export type TranscriptRequestBody = z.infer<typeof transcriptRequestBodySchema>;

export const transcriptCourseSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  courseCode: z.string(),
});

/** One transcript request of the send history, with when it reached each step (ISO 8601). */
export const transcriptRequestSchema = z.object({
  id: z.number(),
  destination: z.enum(TRANSCRIPT_DESTINATIONS),
  recipientName: z.string(),
  address: transcriptAddressSchema.nullable(),
  courses: z.array(transcriptCourseSchema),
  status: z.enum(TRANSCRIPT_STATUSES),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** When the exchange is expected to move it next (the page asks again then); null when settled. */
  nextStepAt: z.string().nullable(),
});
export type TranscriptRequest = z.infer<typeof transcriptRequestSchema>;
