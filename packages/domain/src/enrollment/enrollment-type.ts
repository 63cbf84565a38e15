import { z } from 'zod';

// The four onboarding modes of SPEC §1 and §3.
export const ENROLLMENT_TYPES = [
  'paid-preselected',
  'paid-selective',
  'prepaid',
  'davita-assessment-prepaid',
] as const;

export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

export const enrollmentTypeSchema = z.enum(ENROLLMENT_TYPES);
