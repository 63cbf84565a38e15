import { useParams } from 'react-router';
import { categoryQuery } from '@/features/catalog/api/get-category';
import { SubcategoryPage } from '@/features/catalog/components/category-page';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = async ({ params }, { api, queryClient }) => {
  await Promise.all([
    queryClient.ensureQueryData(categoryQuery(api, params.categoryName ?? '')),
    queryClient.ensureQueryData(categoryQuery(api, params.subCategoryId ?? '')),
  ]);
  return null;
};

export function Component() {
  const { categoryName = '', subCategoryId = '' } = useParams();
  return <SubcategoryPage slug={categoryName} subcategoryId={subCategoryId} />;
}
