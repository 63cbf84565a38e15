import { paths } from '@/lib/paths';

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
  return paths.course.href(slug ?? 'courses', course.id);
}
