import { z } from 'zod';

// docs/product/entities.md "Exam registration statuses" (challenge exams).
export const EXAM_REGISTRATION_STATUSES = [
  'REGISTRATION_PENDING',
  'REGISTERED',
  'SCHEDULED',
  'CANCELLED',
  'COMPLETED',
  'REGISTRATION_FAILED',
] as const;

export type ExamRegistrationStatus = (typeof EXAM_REGISTRATION_STATUSES)[number];

export const examRegistrationStatusSchema = z.enum(EXAM_REGISTRATION_STATUSES);
