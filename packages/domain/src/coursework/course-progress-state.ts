import { z } from 'zod';

// docs/product/entities.md "Course progress states"; the space in IN PROGRESS is the wire value.
export const COURSE_PROGRESS_STATES = ['IN PROGRESS', 'COMPLETED', 'DISABLED'] as const;

export type CourseProgressState = (typeof COURSE_PROGRESS_STATES)[number];

export const courseProgressStateSchema = z.enum(COURSE_PROGRESS_STATES);
