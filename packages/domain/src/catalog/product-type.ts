import { z } from 'zod';

// docs/product/entities.md "Product types" with their display names; enrollment plans and challenge exams are
// product types too. Product kinds are the two things a student buys from the catalog.
export const PRODUCT_TYPE_LABELS = {
  COURSE: 'Course',
  PROCTORING: 'Proctoring',
  TUTORING: 'Tutoring',
  ETEXTBOOK: 'eTextBook',
  ENROLLMENT_PLAN: 'Enrollment plan',
  CHALLENGE_EXAM: 'Challenge exam',
} as const;

export type ProductType = keyof typeof PRODUCT_TYPE_LABELS;

export const PRODUCT_TYPES = Object.keys(PRODUCT_TYPE_LABELS) as ProductType[];

export const productTypeSchema = z.enum(PRODUCT_TYPES as [ProductType, ...ProductType[]]);

export const PRODUCT_KINDS = ['CHALLENGE_EXAM', 'COURSE'] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];
