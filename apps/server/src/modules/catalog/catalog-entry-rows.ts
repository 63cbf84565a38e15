import {
  ENTRY_LISTS,
  type CatalogEntries,
  type CatalogEntry,
  type CatalogEntryKind,
  type CategoryEntry,
  type CourseEntry,
  type ExamEntry,
  type PlanEntry,
  type ProgramEntry,
  type PromotionEntry,
  examName,
} from '@portal/domain/catalog/catalog-entry';
import { PRODUCT_TYPE_LABELS } from '@portal/domain/catalog/product-type';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import type { PromotionKind } from '@portal/domain/ledger/promotion-kind';
import type { degreePrograms, promotions } from '../organization/organization-tables';
import type { CourseModule } from './catalog-tables';
import type { catalogCategories, paymentPlans, products } from './catalog-tables';

// Between the catalog's rows and its entries (docs/catalog-editing.md): rows point at categories,
// a program's courses and a plan's program by id, entries name them by slug and code, as the
// seed's files and the export do.

type CategoryRow = typeof catalogCategories.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type ProgramRow = typeof degreePrograms.$inferSelect;
type PlanRow = typeof paymentPlans.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

/** A payment plan's row and the enrolment code of the program it sells. */
export type PlanWithProgram = Omit<PlanRow, 'degreeProgramId'> & { program: string };

/** A challenge exam's row and the code of the course it is of. */
export interface ExamRow {
  id: number;
  priceCents: number;
  course: string;
}

/** One course of a program's list: the code of the course its row points at, in study order. */
export interface ProgramCourseRow {
  programId: number;
  code: string;
}

/** The product type of a course (a challenge exam is a product too, edited apart, later). */
export const COURSE_TYPE = 'Course';

/**
 * Who runs a course (docs/lti.md): ACROBATIQ the business courses (over LTI 1.1), Moodle the rest
 * (LTI 1.3). Set when the course is created; editing the catalog does not move a course.
 */
export const courseProvider = (category: string) =>
  category === 'business' ? 'ACROBATIQ' : 'MOODLE';

/**
 * A course's gradeable modules at its provider, one per topic, numbered after the course code. Set
 * when the course is created: the provider's course keeps its modules when the page's topics are
 * reworded.
 */
export const courseModules = (course: Pick<CourseEntry, 'code' | 'details'>): CourseModule[] =>
  course.details.topics.map((title, index) => ({
    idNumber: `${course.code}-M${index + 1}`,
    title,
  }));

const SPANISH_ORDER = ['name', 'description', 'topics', 'courseText'] as const;

/**
 * A row's Spanish texts as its entry's `es`: last, and in the seed's key order (jsonb keeps its
 * own), so an export reads as the seed's files do; none when null.
 */
function spanish<T extends Partial<Record<(typeof SPANISH_ORDER)[number], unknown>>>(es: T | null) {
  if (!es) return {};
  const ordered = SPANISH_ORDER.filter((key) => es[key] !== undefined).map((key) => [key, es[key]]);
  return { es: Object.fromEntries(ordered) as T };
}

/** The live catalog's rows as entries; `programCourses` in each program's study order. */
export function entriesOfRows(rows: {
  categories: CategoryRow[];
  courses: ProductRow[];
  programs: ProgramRow[];
  programCourses: ProgramCourseRow[];
  exams: ExamRow[];
  plans: PlanWithProgram[];
  promotions: PromotionRow[];
}): CatalogEntries {
  const { categories, courses } = rows;
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      ...(c.parentId !== null ? { parentSlug: slugOf.get(c.parentId)! } : {}),
      description: c.description,
      ...spanish(c.es),
    })),
    courses: courses.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      category: slugOf.get(p.categoryId!) ?? '',
      ...(p.subcategoryId !== null ? { subcategory: slugOf.get(p.subcategoryId)! } : {}),
      priceCents: p.priceCents,
      description: p.description,
      details: {
        credits: p.details.credits ?? 0,
        topics: p.details.topics ?? [],
        prerequisites: p.details.prerequisites ?? [],
        courseText: p.details.courseText ?? '',
        gradingCriteria: p.details.gradingCriteria ?? [],
      },
      ...spanish(p.es),
    })),
    // In the seed's key order, so an export reads as programs.json does.
    programs: rows.programs.map((p) => ({
      id: p.id,
      name: p.name,
      enrollmentCode: p.enrollmentCode,
      schoolId: p.schoolId,
      description: p.description,
      priceCents: p.priceCents,
      courses: rows.programCourses.filter((c) => c.programId === p.id).map((c) => c.code),
      ...spanish(p.es),
    })),
    exams: rows.exams.map((e) => ({ id: e.id, course: e.course, priceCents: e.priceCents })),
    plans: rows.plans.map((p) => ({
      id: p.id,
      program: p.program,
      name: p.name,
      priceCents: p.priceCents,
      periodicity: p.periodicity as Periodicity,
      ...spanish(p.es),
    })),
    promotions: rows.promotions.map((p) => ({
      id: p.id,
      code: p.code,
      kind: p.kind as PromotionKind,
      percentOff: p.percentOff,
      deferredDays: p.deferredDays,
    })),
  };
}

/** A category's row, its parent found by slug in the catalog it is published with. */
export function categoryRow(entry: CategoryEntry, idOfSlug: Map<string, number>): CategoryRow {
  return {
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    description: entry.description,
    parentId: entry.parentSlug ? idOfSlug.get(entry.parentSlug)! : null,
    es: entry.es ?? null,
  };
}

/** What publishing writes to a course's row; its provider and modules only when it is new. */
export function courseRowChange(entry: CourseEntry, idOfSlug: Map<string, number>) {
  return {
    id: entry.id,
    type: COURSE_TYPE,
    code: entry.code,
    name: entry.name,
    categoryId: idOfSlug.get(entry.category)!,
    subcategoryId: entry.subcategory ? idOfSlug.get(entry.subcategory)! : null,
    priceCents: entry.priceCents,
    description: entry.description,
    details: entry.details,
    es: entry.es ?? null,
  };
}

/** What publishing writes to a program's row (its course list is written apart, by id). */
export function programRow({ courses: _courses, es, ...program }: ProgramEntry): ProgramRow {
  return { ...program, es: es ?? null };
}

/** A program's course list as rows, each course found by code in the catalog it is published with. */
export function programCourseRows(entry: ProgramEntry, idOfCode: Map<string, number>) {
  return entry.courses.map((code, position) => ({
    degreeProgramId: entry.id,
    productId: idOfCode.get(code)!,
    position,
  }));
}

/**
 * What publishing writes to a challenge exam's row (docs/challenge-exams.md): its price, and its
 * code, name and description from its course as it is published with it.
 */
export function examRow(entry: ExamEntry, course: CourseEntry) {
  return {
    id: entry.id,
    type: PRODUCT_TYPE_LABELS.CHALLENGE_EXAM,
    code: `${course.code}-CE`,
    name: examName(course.code),
    priceCents: entry.priceCents,
    description: `A proctored exam that earns the credit of ${course.name} without taking the course.`,
    examOfProductId: course.id,
  };
}

/** A payment plan's row, its program found by enrolment code in the catalog it is published with. */
export function planRow(entry: PlanEntry, idOfProgram: Map<string, number>): PlanRow {
  return {
    id: entry.id,
    degreeProgramId: idOfProgram.get(entry.program)!,
    name: entry.name,
    priceCents: entry.priceCents,
    periodicity: entry.periodicity,
    es: entry.es ?? null,
  };
}

/** A promotion's row: the entry as it is. */
export function promotionRow(entry: PromotionEntry): PromotionRow {
  return { ...entry };
}

/** The entry of `kind` and `id` in a catalog. */
export function entryIn(
  catalog: CatalogEntries,
  kind: CatalogEntryKind,
  id: number,
): CatalogEntry | undefined {
  return (catalog[ENTRY_LISTS[kind]] as CatalogEntry[]).find((e) => e.id === id);
}
