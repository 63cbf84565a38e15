import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { CategoryLinks } from '@/features/catalog/components/category-links';
import { ComingSoon } from '@/features/home/components/coming-soon';
import { HomePage } from '@/features/home/components/home-page';
import { RequestInfoSection } from '@/features/leads/components/request-info-section';
import { useTenant } from '@/lib/app-services';
import { degreeProgramsQuery } from '@/lib/catalog/get-degree-programs';
import { homeContentQuery, pageContentQuery } from '@/lib/content/content-query';
import { schoolsQuery } from '@/lib/organization/get-schools';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = async (_args, services) => {
  if (services.bootstrap.config.pages.home === 'coming-soon') return null;
  await Promise.all([
    services.queryClient.ensureQueryData(homeContentQuery(services)),
    // The rest is a bonus: the home page still renders when the catalog is down.
    services.queryClient.prefetchQuery(categoriesQuery(services.api)),
    services.queryClient.prefetchQuery(degreeProgramsQuery(services.api)),
    services.queryClient.prefetchQuery(schoolsQuery(services.api)),
    services.queryClient.prefetchQuery(pageContentQuery(services, 'pathways')),
  ]);
  return null;
};

export function Component() {
  const { config } = useTenant();
  if (config.pages.home === 'coming-soon') return <ComingSoon />;
  return (
    <HomePage
      categoryLinks={<CategoryLinks />}
      requestInfo={config.features.requestInfo ? <RequestInfoSection /> : null}
    />
  );
}
