import { useMemo } from 'react';
import type { TopCategory } from '@portal/domain/catalog/catalog-api';
import { courseHref } from '../catalog-paths';

/** Category and subcategory ids to their top category's slug, for course links. */
export function useCategorySlugs(categories: TopCategory[] | undefined) {
  return useMemo(() => {
    const slugs = new Map<number, string>();
    for (const category of categories ?? []) {
      slugs.set(category.id, category.slug);
      for (const sub of category.subcategories) slugs.set(sub.id, category.slug);
    }
    return {
      hrefOf: (course: { id: number; categoryId: number | null }) => courseHref(course, slugs),
    };
  }, [categories]);
}
