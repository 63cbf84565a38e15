import type { ValidationMessageId } from '../i18n/en';
import type { CatalogEntries, CatalogEntryKind, CategoryEntry, CourseEntry } from './catalog-entry';
import { checkExams } from './exam-check';
import { checkPlans } from './plan-check';
import { checkPromotions } from './promotion-check';
import { checkPrograms, offeredProgramProblems, schoolProblems } from './program-check';
import { shared } from './shared-entries';

// The rules an entry cannot check alone, because they are about the catalog as a whole
// (docs/catalog-editing.md "Validation"): ids, codes and slugs used once, a course under an existing
// category and subcategory, prerequisites that exist and never lead back to the course, and the
// rules of the other kinds (program-check.ts, exam-check.ts, plan-check.ts, promotion-check.ts).

/** One broken rule: the entry and its field (a dotted path, as the error body names fields). */
export interface CatalogProblem {
  kind: CatalogEntryKind;
  id: number;
  field: string;
  code: ValidationMessageId;
}

function categoryProblems(categories: readonly CategoryEntry[]): CatalogProblem[] {
  const problem = (id: number, field: string, code: ValidationMessageId): CatalogProblem => ({
    kind: 'category',
    id,
    field,
    code,
  });
  const tops = new Set(categories.filter((c) => !c.parentSlug).map((c) => c.slug));
  return [
    ...shared(categories, (c) => c.id).map((c) => problem(c.id, 'id', 'validation.duplicateId')),
    ...shared(categories, (c) => c.slug).map((c) =>
      problem(c.id, 'slug', 'validation.duplicateSlug'),
    ),
    // Two levels only: a subcategory hangs under a top category, never under another subcategory.
    ...categories
      .filter((c) => c.parentSlug && (!tops.has(c.parentSlug) || c.parentSlug === c.slug))
      .map((c) => problem(c.id, 'parentSlug', 'validation.unknownCategory')),
  ];
}

/** The courses on a prerequisite cycle (each reaches itself by following prerequisites). */
function coursesOnCycles(courses: readonly CourseEntry[]): CourseEntry[] {
  const byCode = new Map(courses.map((c) => [c.code, c]));
  const reaches = (from: CourseEntry): boolean => {
    const seen = new Set<string>();
    const stack = [...from.details.prerequisites];
    while (stack.length > 0) {
      const code = stack.pop()!;
      if (code === from.code) return true;
      if (seen.has(code)) continue;
      seen.add(code);
      stack.push(...(byCode.get(code)?.details.prerequisites ?? []));
    }
    return false;
  };
  // A course naming itself is its own problem (selfPrerequisite), not a cycle through others.
  return courses.filter(
    (course) => !course.details.prerequisites.includes(course.code) && reaches(course),
  );
}

function courseProblems(
  courses: readonly CourseEntry[],
  categories: readonly CategoryEntry[],
): CatalogProblem[] {
  const problem = (id: number, field: string, code: ValidationMessageId): CatalogProblem => ({
    kind: 'course',
    id,
    field,
    code,
  });
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const codes = new Set(courses.map((c) => c.code));
  return [
    ...shared(courses, (c) => c.id).map((c) => problem(c.id, 'id', 'validation.duplicateId')),
    ...shared(courses, (c) => c.code).map((c) => problem(c.id, 'code', 'validation.duplicateCode')),
    ...courses.flatMap((course) => {
      const category = bySlug.get(course.category);
      const subcategory = course.subcategory ? bySlug.get(course.subcategory) : undefined;
      return [
        ...(category && !category.parentSlug
          ? []
          : [problem(course.id, 'category', 'validation.unknownCategory')]),
        ...(course.subcategory && subcategory?.parentSlug !== course.category
          ? [problem(course.id, 'subcategory', 'validation.unknownSubcategory')]
          : []),
        ...course.details.prerequisites.flatMap((code, index) =>
          code === course.code
            ? [problem(course.id, `details.prerequisites.${index}`, 'validation.selfPrerequisite')]
            : codes.has(code)
              ? []
              : [
                  problem(
                    course.id,
                    `details.prerequisites.${index}`,
                    'validation.unknownPrerequisite',
                  ),
                ],
        ),
      ];
    }),
    ...coursesOnCycles(courses).map((c) =>
      problem(c.id, 'details.prerequisites', 'validation.prerequisiteCycle'),
    ),
  ];
}

/** Every rule of the whole catalog that `catalog` breaks. */
export function checkCatalog(catalog: CatalogEntries): CatalogProblem[] {
  return [
    ...categoryProblems(catalog.categories),
    ...courseProblems(catalog.courses, catalog.categories),
    ...checkPrograms(catalog.programs, catalog.courses),
    ...checkExams(catalog.exams, catalog.courses),
    ...checkPlans(catalog.plans, catalog.programs),
    ...checkPromotions(catalog.promotions),
  ];
}

/** The entries a draft set holds, by kind: each replaces the live entry of its id, or is new. */
export type CatalogDrafts = CatalogEntries;

function replaced<T extends { id: number }>(live: readonly T[], drafts: readonly T[]): T[] {
  const drafted = new Map(drafts.map((d) => [d.id, d]));
  return [
    ...live.map((entry) => drafted.get(entry.id) ?? entry),
    ...drafts.filter((d) => !live.some((entry) => entry.id === d.id)),
  ];
}

/**
 * The catalog as it would be with the drafts published. Live rows point at their categories by id,
 * so a drafted category's new slug is followed by the entries the draft leaves as they are; a drafted
 * entry names categories by slug as written.
 */
export function applyDrafts(live: CatalogEntries, drafts: CatalogDrafts): CatalogEntries {
  const renamed = new Map<string, string>();
  for (const draft of drafts.categories) {
    const before = live.categories.find((c) => c.id === draft.id);
    if (before && before.slug !== draft.slug) renamed.set(before.slug, draft.slug);
  }
  const follow = (slug: string | undefined) => (slug && renamed.get(slug)) ?? slug;
  const draftedCategories = new Set(drafts.categories.map((d) => d.id));
  const draftedCourses = new Set(drafts.courses.map((d) => d.id));
  const categories = live.categories.map((c) =>
    draftedCategories.has(c.id) || !c.parentSlug ? c : { ...c, parentSlug: follow(c.parentSlug)! },
  );
  const courses = live.courses.map((c) =>
    draftedCourses.has(c.id)
      ? c
      : { ...c, category: follow(c.category)!, subcategory: follow(c.subcategory) },
  );
  return {
    categories: replaced(categories, drafts.categories),
    courses: replaced(courses, drafts.courses),
    programs: replaced(live.programs, drafts.programs),
    exams: replaced(live.exams, drafts.exams),
    plans: replaced(live.plans, drafts.plans),
    promotions: replaced(live.promotions, drafts.promotions),
  };
}

const problemKey = (p: CatalogProblem) => `${p.kind} ${p.id} ${p.field} ${p.code}`;

/** What the catalog's rules read from outside it, where the server has it. */
export interface CatalogSurroundings {
  /** Every tenant's `programs` list: the enrolment codes their sites offer programs by. */
  offeredPrograms?: readonly string[];
  /** The schools a program may be awarded by (organisation data). */
  schoolIds?: readonly number[];
}

/**
 * What publishing the drafts would break: the problems of the catalog with the drafts applied that
 * the live catalog does not already have (an old problem is not the draft's to fix), a program
 * losing the enrolment code a tenant's site offers it by, and a drafted program of no school.
 */
export function checkDrafts(
  live: CatalogEntries,
  drafts: CatalogDrafts,
  around: CatalogSurroundings = {},
): { proposed: CatalogEntries; problems: CatalogProblem[] } {
  const proposed = applyDrafts(live, drafts);
  const known = new Set(checkCatalog(live).map(problemKey));
  const problems = [
    ...checkCatalog(proposed).filter((p) => !known.has(problemKey(p))),
    ...offeredProgramProblems(live.programs, proposed.programs, around.offeredPrograms ?? []),
    ...(around.schoolIds ? schoolProblems(drafts.programs, around.schoolIds) : []),
  ];
  return { proposed, problems };
}
