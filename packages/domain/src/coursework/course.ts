import { z } from 'zod';
import { activityStatusSchema } from './activity-status';
import { linkKindSchema } from './link-kind';

/** A place in a course the dashboard links to (docs/product/entities.md link kinds): resume, or one section. */
export const courseLinkSchema = z.object({
  kind: linkKindSchema,
  title: z.string(),
  /** The section's module at the provider (Moodle's module idnumber); absent for resume. */
  moduleIdNumber: z.string().optional(),
});
export type CourseLink = z.infer<typeof courseLinkSchema>;

/** One course of GET /coursework-api/coursework: the Course (coursework) entity of docs/product/entities.md. */
export const courseSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  /** The course's Spanish name, when the catalog has one (docs/languages.md "The catalog"). */
  es: z.object({ courseName: z.string() }).optional(),
  courseCode: z.string(),
  categoriesCode: z.array(z.string()),
  productId: z.number(),
  enrollmentStatus: z.string(),
  isEligibleForTranscript: z.boolean(),
  completed: z.boolean(),
  requiredGradeableItemsCompletedCount: z.number(),
  requiredGradeableItemsCount: z.number(),
  /** The grade in percent, as the provider last sent it; null before anything is graded. */
  gradePercent: z.number().nullable(),
  /** When the student was last active in the course (ISO 8601); null when not started. */
  lastActiveAt: z.string().nullable(),
  /** When the grade last arrived from the provider (docs/dashboard.md); null when it never has. */
  gradeReceivedAt: z.string().nullable(),
  /** docs/product/states-and-transitions.md course activity, from the hours since lastActiveAt on the server's clock. */
  activityStatus: activityStatusSchema,
  /** Where the course launches to (GET /coursework-api/lti/launch takes kind and moduleIdNumber). */
  links: z.array(courseLinkSchema),
});
export type Course = z.infer<typeof courseSchema>;

/** GET /coursework-api/lti/launch: which course, and where in it (docs/product/entities.md link kinds). */
export const courseLaunchQuerySchema = z.union([
  z.strictObject({
    courseId: z.coerce.number().int().positive(),
    kind: linkKindSchema.default('resume'),
    moduleIdNumber: z.string().min(1).max(100).optional(),
  }),
  // /moodle-sso/module/{moduleIdNumber}: the module names its course.
  z.strictObject({ moduleIdNumber: z.string().min(1).max(100) }),
]);
export type CourseLaunchQuery = z.infer<typeof courseLaunchQuerySchema>;

/**
 * What the browser does to open the course at its provider: submit a form with these fields to
 * `action` (LTI 1.1: the signed launch; LTI 1.3: the tool's OIDC login initiation).
 */
export const courseLaunchSchema = z.object({
  ltiVersion: z.enum(['1.1', '1.3']),
  method: z.literal('POST'),
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CourseLaunch = z.infer<typeof courseLaunchSchema>;

/** POST /coursework-api/coursework/{id}/grade/refresh (docs/dashboard.md). */
export const gradeRefreshSchema = z.object({
  /** REFRESHED: the tool was asked and answered; RELAUNCH_NEEDED: LTI 1.1 tools send grades only during a launch. */
  outcome: z.enum(['REFRESHED', 'RELAUNCH_NEEDED']),
  course: courseSchema,
});
export type GradeRefresh = z.infer<typeof gradeRefreshSchema>;
