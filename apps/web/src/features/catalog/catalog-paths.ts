// The catalog's URLs (SPEC §2): /online-college-courses/{categoryName?},
// .../{categoryName}/{productId} and .../{categoryName}/subcategory/{subCategoryId}.

export const CATALOG_PATH = '/online-college-courses';

export const categoryPath = (categorySlug: string) => `${CATALOG_PATH}/${categorySlug}`;

export const subcategoryPath = (categorySlug: string, subcategoryId: number) =>
  `${CATALOG_PATH}/${categorySlug}/subcategory/${subcategoryId}`;

export const coursePath = (categorySlug: string, productId: number) =>
  `${CATALOG_PATH}/${categorySlug}/${productId}`;

export const programPath = (slug: string) => `/program/${slug}`;

/** The search text of a catalog URL (`?search=`), trimmed; '' when there is none. */
export const searchTextOf = (search: URLSearchParams) => (search.get('search') ?? '').trim();

/**
 * Where a course's link points: its category's slug when the catalog knows it. A course without a
 * category still gets a working link, because the details page redirects to the canonical URL.
 */
export function courseHref(
  course: { id: number; categoryId: number | null },
  slugOfCategory: ReadonlyMap<number, string>,
): string {
  const slug = course.categoryId === null ? undefined : slugOfCategory.get(course.categoryId);
  return coursePath(slug ?? 'courses', course.id);
}
