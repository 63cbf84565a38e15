import { redirect, useParams } from 'react-router';
import { productQuery } from '@/features/catalog/api/get-product';
import { CourseDetails } from '@/features/catalog/components/course-details';
import { enrolNowRoute, REQUEST_INFO_ROUTE } from '@/features/shell/nav-links';
import { paths } from '@/lib/paths';
import { useTenant } from '@/lib/app-services';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = async ({ params }, { api, queryClient }) => {
  const course = await queryClient.ensureQueryData(productQuery(api, params.productId ?? ''));
  // One address per course: a link with another category's slug is sent to the canonical URL.
  if (course?.category && course.category.slug !== params.categoryName)
    return redirect(paths.course.href(course.category.slug, course.id));
  return null;
};

export function Component() {
  const { categoryName = '', productId = '' } = useParams();
  const { config } = useTenant();
  return (
    <CourseDetails
      key={productId}
      productId={productId}
      categorySlug={categoryName}
      // The same targets as the header's visitor links (docs/product/screens-and-routes.md "Chrome and behaviour").
      enrolHref={config.features.enrolNow ? enrolNowRoute(config.enrollmentType) : null}
      requestInfoHref={config.features.requestInfo ? REQUEST_INFO_ROUTE : null}
    />
  );
}
