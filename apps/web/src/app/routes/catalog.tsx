import { redirect, useParams, useSearchParams } from 'react-router';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { categoryQuery } from '@/features/catalog/api/get-category';
import { degreeProgramsQuery } from '@/lib/catalog/get-degree-programs';
import { productSearchQuery } from '@/features/catalog/api/search-products';
import { searchTextOf } from '@/features/catalog/catalog-paths';
import { paths } from '@/lib/paths';
import { CatalogIndex } from '@/features/catalog/components/catalog-index';
import { CategoryPage } from '@/features/catalog/components/category-page';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = async ({ params, request }, { api, queryClient }) => {
  const name = params.categoryName;
  if (name) {
    const category = await queryClient.ensureQueryData(categoryQuery(api, name));
    // A subcategory's slug or a category's id also finds it: send it to its one address.
    if (category?.parent)
      return redirect(paths.subcategory.href(category.parent.slug, category.id));
    if (category && category.slug !== name) return redirect(paths.catalog.href(category.slug));
    return null;
  }
  const text = searchTextOf(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(categoriesQuery(api)),
    queryClient.ensureQueryData(degreeProgramsQuery(api)),
    text ? queryClient.ensureQueryData(productSearchQuery(api, text)) : null,
  ]);
  return null;
};

export function Component() {
  const { categoryName } = useParams();
  const [search] = useSearchParams();
  return categoryName ? (
    <CategoryPage key={categoryName} slug={categoryName} />
  ) : (
    <CatalogIndex searchText={searchTextOf(search)} />
  );
}
