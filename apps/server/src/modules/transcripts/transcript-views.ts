import type {
  TranscriptDestination,
  TranscriptRequest,
  TranscriptStatus,
} from '@portal/domain/coursework/transcript-request';
import type {
  AdmissionsReview,
  AdmissionsReviewStatus,
} from '@portal/domain/coursework/admissions';
import type { AdmissionsRow } from './admissions-queries';
import type { TranscriptRow } from './transcript-queries';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A request row shaped into the send history's entry. */
export const transcriptView = (row: TranscriptRow): TranscriptRequest => ({
  id: row.id,
  destination: row.destination as TranscriptDestination,
  recipientName: row.recipientName,
  address: row.address ?? null,
  courses: row.courses.map(({ courseId, courseName, courseCode }) => ({
    courseId,
    courseName,
    courseCode,
  })),
  status: row.status as TranscriptStatus,
  requestedAt: row.requestedAt.toISOString(),
  sentAt: iso(row.sentAt),
  receivedAt: iso(row.receivedAt),
  postedAt: iso(row.postedAt),
  cancelledAt: iso(row.cancelledAt),
  nextStepAt: iso(row.nextMoveAt),
});

/** The student's admissions review, with the registrar's decision and message once made. */
export const admissionsReviewView = (row: AdmissionsRow): AdmissionsReview => ({
  status: row.status as AdmissionsReviewStatus,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: iso(row.decidedAt),
  message: row.decisionMessage,
});
