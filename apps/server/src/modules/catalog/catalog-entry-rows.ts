import type {
  CatalogEntries,
  CatalogEntryKind,
  CategoryEntry,
  CourseEntry,
} from '@portal/domain/catalog/catalog-entry';
import type { CourseModule } from './catalog-tables';
import type { catalogCategories, products } from './catalog-tables';

// Between the catalog's rows and its entries (docs/catalog-editing.md): rows point at categories by
// id, entries name them by slug, as the seed's files and the export do.

type CategoryRow = typeof catalogCategories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

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

/** The live catalog's rows as entries. */
export function entriesOfRows(categories: CategoryRow[], courses: ProductRow[]): CatalogEntries {
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      ...(c.parentId !== null ? { parentSlug: slugOf.get(c.parentId)! } : {}),
      description: c.description,
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
  };
}

/** The entry of `kind` and `id` in a catalog. */
export function entryIn(
  catalog: CatalogEntries,
  kind: CatalogEntryKind,
  id: number,
): CourseEntry | CategoryEntry | undefined {
  return kind === 'course'
    ? catalog.courses.find((c) => c.id === id)
    : catalog.categories.find((c) => c.id === id);
}
