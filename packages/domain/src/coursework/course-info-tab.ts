import { z } from 'zod';

// docs/product/entities.md "Course info tabs", in display order.
export const COURSE_INFO_TABS = [
  'Topics',
  'Prerequisites',
  'Course Text',
  'Grading Criteria',
] as const;

export type CourseInfoTab = (typeof COURSE_INFO_TABS)[number];

export const courseInfoTabSchema = z.enum(COURSE_INFO_TABS);
