// docs/product/constants-and-limits.md "Catalog categories map to short slugs". constants-and-limits.md names the categories, not the slugs; these
// are ours, used in /online-college-courses/:categoryName.
export const CATEGORY_SLUGS = {
  Business: 'business',
  Teaching: 'teaching',
  Health: 'health',
  'Information Technology': 'it',
  'Computer Science': 'cs',
} as const;

export type CategoryName = keyof typeof CATEGORY_SLUGS;
export type CategorySlug = (typeof CATEGORY_SLUGS)[CategoryName];

const NAMES = Object.keys(CATEGORY_SLUGS) as CategoryName[];

/** The known category a name or slug refers to, case and surrounding spaces ignored. */
export function findCategory(nameOrSlug: string): CategoryName | null {
  const wanted = nameOrSlug.trim().toLowerCase();
  return (
    NAMES.find((name) => name.toLowerCase() === wanted || CATEGORY_SLUGS[name] === wanted) ?? null
  );
}

/** The URL slug of a category; unknown categories get a kebab-case slug of their name. */
export function categorySlug(name: string): string {
  const known = findCategory(name);
  if (known) return CATEGORY_SLUGS[known];
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
