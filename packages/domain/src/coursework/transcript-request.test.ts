import { describe, expect, it } from 'vitest';
import type { CourseStatus } from './course-status';
import {
  nextTranscriptStatus,
  transcriptRefusal,
  type TranscriptStatus,
} from './transcript-request';

describe('transcriptRefusal (docs/product/entities.md isEligibleForTranscript, error-catalogue.md)', () => {
  it.each<[CourseStatus, boolean, ReturnType<typeof transcriptRefusal>]>([
    ['ENABLED', true, null],
    ['EXPIRED', true, null],
    ['ENABLED', false, 'COURSEWORK_NOT_COMPLETED'],
    ['NEW', false, 'COURSEWORK_NOT_COMPLETED'],
    ['GATED', false, 'COURSEWORK_NOT_COMPLETED'],
    ['DISABLED', false, 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT'],
    ['WAIVED', false, 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT'],
    ['PRIOR_CREDIT', false, 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT'],
    ['PRIOR_CREDIT', true, 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT'],
  ])('%s, completed %s -> %s', (enrollmentStatus, completed, refusal) => {
    expect(transcriptRefusal({ enrollmentStatus, completed })).toBe(refusal);
  });
});

describe('nextTranscriptStatus', () => {
  it.each<[TranscriptStatus, TranscriptStatus | null]>([
    ['REQUESTED', 'SENT'],
    ['SENT', 'RECEIVED'],
    ['RECEIVED', 'POSTED'],
    ['POSTED', null],
    ['CANCELLED', null],
  ])('%s -> %s', (status, next) => {
    expect(nextTranscriptStatus(status)).toBe(next);
  });
});
