// The provider's course catalog (docs/product/entities.md, constants-and-limits.md): the five categories with their subcategories, and
// the courses with what their pages show (Topics, Prerequisites, Course Text, Grading Criteria).
// The data lives in JSON beside this file (catalog/categories.json, and catalog/courses/<category>.json
// in the order the catalog lists them), checked against the catalog's entry schemas
// (packages/domain/src/catalog/catalog-entry.ts, which the editor's drafts use too) when it is loaded: a
// misspelt key or a wrong type stops the seeding with the file and field named, as a tenant's
// config does at start-up. The bundle (build.mjs) carries the JSON inside it.
// Prices are integer cents: a standard 3-credit course costs 69.45, a 4-credit lab course 89.45.
import { z } from 'zod';
import {
  categoryEntrySchema,
  courseEntrySchema,
  programEntrySchema,
  type CategoryEntry,
  type CourseEntry,
  type ProgramEntry,
} from '@portal/domain/catalog/catalog-entry';
import { checkPrograms } from '@portal/domain/catalog/program-check';
import { en } from '@portal/domain/i18n/en';
import categoriesFile from './catalog/categories.json';
import businessCourses from './catalog/courses/business.json';
import csCourses from './catalog/courses/cs.json';
import healthCourses from './catalog/courses/health.json';
import itCourses from './catalog/courses/it.json';
import teachingCourses from './catalog/courses/teaching.json';
import programsFile from './catalog/programs.json';
import { challengeExamEntries } from './challenge-exam-data';
import { paymentPlanEntries, PROMOTIONS } from './payment-data';

/** A message id of the schemas in words, as a developer reads a broken seed file. */
const inWords = (message: string) =>
  (en.validation as Record<string, string>)[message.replace(/^validation\./, '')] ?? message;

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
      message: inWords(issue.message),
    })),
  );
}

/** A category's courses file: every course in it belongs to that category. */
export function parseCoursesFile(category: string, content: unknown): CourseEntry[] {
  const file = `courses/${category}.json`;
  const courses = parseCatalogFile(file, content, z.array(courseEntrySchema));
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

export const CATEGORIES: CategoryEntry[] = parseCatalogFile(
  'categories.json',
  categoriesFile,
  z.array(categoryEntrySchema),
);

export const COURSES: CourseEntry[] = [
  ...parseCoursesFile('business', businessCourses),
  ...parseCoursesFile('teaching', teachingCourses),
  ...parseCoursesFile('health', healthCourses),
  ...parseCoursesFile('it', itCourses),
  ...parseCoursesFile('cs', csCourses),
];

/**
 * The degree programs file (catalog/programs.json, in the shape a program entry has): each with its
 * courses' codes in study order, orientation first, prerequisites before the courses needing them.
 * A course a program names must be one of `courses`.
 */
export function parseProgramsFile(content: unknown, courses: CourseEntry[]): ProgramEntry[] {
  const file = 'programs.json';
  const programs = parseCatalogFile(file, content, z.array(programEntrySchema));
  const problems = checkPrograms(programs, courses);
  if (problems.length > 0) {
    throw new CatalogDataError(
      problems.map((p) => ({
        file: `${SHOWN_DIR}/${file}`,
        path: `${programs.findIndex((program) => program.id === p.id)}.${p.field}`,
        message: inWords(p.code),
      })),
    );
  }
  return programs;
}

export const PROGRAMS: ProgramEntry[] = parseProgramsFile(programsFile, COURSES);

/**
 * The files as an import takes them (docs/catalog-editing.md "The seed is the first import"): the
 * seed publishes them as the catalog's first version, through the editor's own import.
 */
export const CATALOG_FILES = [
  { name: 'categories.json', content: categoriesFile },
  { name: 'courses/business.json', content: businessCourses },
  { name: 'courses/teaching.json', content: teachingCourses },
  { name: 'courses/health.json', content: healthCourses },
  { name: 'courses/it.json', content: itCourses },
  { name: 'courses/cs.json', content: csCourses },
  { name: 'programs.json', content: programsFile },
  { name: 'challenge-exams.json', content: challengeExamEntries(COURSES) },
  { name: 'payment-plans.json', content: paymentPlanEntries(PROGRAMS) },
  { name: 'promotions.json', content: PROMOTIONS },
];
