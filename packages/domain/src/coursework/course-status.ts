import { z } from 'zod';

// docs/product/entities.md "Course statuses": a course enrolment's state, as enrollmentStatus.
export const COURSE_STATUSES = [
  'NEW',
  'DISABLED',
  'ENABLED',
  'EXPIRED',
  'WAIVED',
  'PRIOR_CREDIT',
  'ENROLLMENT_POSTPONED',
  'GATED',
] as const;

export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courseStatusSchema = z.enum(COURSE_STATUSES);
