import { z } from 'zod';

// The four onboarding modes of docs/product/README.md and entities.md.
export const ENROLLMENT_TYPES = [
  'paid-preselected',
  'paid-selective',
  'prepaid',
  'davita-assessment-prepaid',
] as const;

export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export const enrollmentTypeSchema = z.enum(ENROLLMENT_TYPES);
