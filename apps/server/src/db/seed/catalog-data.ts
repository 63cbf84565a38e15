// The provider's course catalog (docs/product/entities.md, constants-and-limits.md): the five categories with their subcategories, and
// the courses with what their pages show (Topics, Prerequisites, Course Text, Grading Criteria).
// The data lives in JSON beside this file (catalog/categories.json, and catalog/courses/<category>.json
// in the order the catalog lists them), checked against the schemas below when it is loaded: a
// misspelt key or a wrong type stops the seeding with the file and field named, as a tenant's
// config does at start-up. The bundle (build.mjs) carries the JSON inside it.
// Prices are integer cents: a standard 3-credit course costs 69.45, a 4-credit lab course 89.45.
import { z } from 'zod';
import type { CourseModule } from '../schema';
import categoriesFile from './catalog/categories.json';
import businessCourses from './catalog/courses/business.json';
import csCourses from './catalog/courses/cs.json';
import healthCourses from './catalog/courses/health.json';
import itCourses from './catalog/courses/it.json';
import teachingCourses from './catalog/courses/teaching.json';

const text = z.string().trim().min(1);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

export const categorySeedSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text,
  slug,
  description: text,
  /** Set on subcategories: the slug of the category they belong to. */
  parentSlug: slug.optional(),
});
export type CategorySeed = z.infer<typeof categorySeedSchema>;

export const courseSeedSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().regex(/^[A-Z]{2,4}\d{3}[A-Z]?$/, 'A course code is 2-4 capitals and 3 digits'),
  name: text,
  /** The slug of the top category, the same as the file's name. */
  category: slug,
  /** The slug of the subcategory. */
  subcategory: slug.optional(),
  priceCents: z.number().int().nonnegative(),
  description: text,
  details: z.strictObject({
    credits: z.number().int().nonnegative(),
    topics: z.array(text),
    /** Codes of the courses to pass first. */
    prerequisites: z.array(z.string()),
    courseText: text,
    gradingCriteria: z.array(
      z.strictObject({ item: text, weightPercent: z.number().int().min(0).max(100) }),
    ),
  }),
});
export type CourseSeed = z.infer<typeof courseSeedSchema>;

/** Thrown when a catalog file does not match its schema: names each file, field and problem. */
export class CatalogDataError extends Error {
  constructor(readonly problems: { file: string; path: string; message: string }[]) {
    super(
      `The catalog seed data is invalid:\n${problems
        .map((p) => `  ${p.file}${p.path ? ` ${p.path}` : ''}: ${p.message}`)
        .join('\n')}`,
    );
    this.name = 'CatalogDataError';
  }
}

const SHOWN_DIR = 'apps/server/src/db/seed/catalog';

/** Checks one catalog file's content (`file` as it is named in errors, under seed/catalog/). */
export function parseCatalogFile<T extends z.ZodType>(
  file: string,
  content: unknown,
  schema: T,
): z.infer<T> {
  const result = schema.safeParse(content);
  if (result.success) return result.data;
  throw new CatalogDataError(
    result.error.issues.map((issue) => ({
      file: `${SHOWN_DIR}/${file}`,
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}

/** A category's courses file: every course in it belongs to that category. */
export function parseCoursesFile(category: string, content: unknown): CourseSeed[] {
  const file = `courses/${category}.json`;
  const courses = parseCatalogFile(file, content, z.array(courseSeedSchema));
  const strays = courses.flatMap((course, index) =>
    course.category === category
      ? []
      : [
          {
            file: `${SHOWN_DIR}/${file}`,
            path: `${index}.category`,
            message: `Must be "${category}", the file's category`,
          },
        ],
  );
  if (strays.length > 0) throw new CatalogDataError(strays);
  return courses;
}

export const CATEGORIES: CategorySeed[] = parseCatalogFile(
  'categories.json',
  categoriesFile,
  z.array(categorySeedSchema),
);

export const COURSES: CourseSeed[] = [
  ...parseCoursesFile('business', businessCourses),
  ...parseCoursesFile('teaching', teachingCourses),
  ...parseCoursesFile('health', healthCourses),
  ...parseCoursesFile('it', itCourses),
  ...parseCoursesFile('cs', csCourses),
];

/**
 * Who runs a course (docs/lti.md): ACROBATIQ the business courses (over LTI 1.1), Moodle the rest
 * (LTI 1.3), so the demo student has a course of each.
 */
export const courseProvider = (category: string) =>
  category === 'business' ? 'ACROBATIQ' : 'MOODLE';

/** A course's gradeable modules at its provider: one per topic, numbered after the course code. */
export const courseModules = (course: Pick<CourseSeed, 'code' | 'details'>): CourseModule[] =>
  course.details.topics.map((title, index) => ({
    idNumber: `${course.code}-M${index + 1}`,
    title,
  }));
