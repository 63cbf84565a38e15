import { useQuery } from '@tanstack/react-query';
import { ContentPage } from '@/features/content/components/content-page';
import { schoolsQuery } from '@/lib/organization/get-schools';
import { SchoolList } from '@/features/schools/components/school-list';
import { useServices } from '@/lib/app-services';
import { pageContentQuery } from '@/lib/content/content-query';
import type { RouteModule } from '../route-module';

const CONTENT = 'schools';

export const loader: RouteModule['loader'] = async (_args, services) => {
  await Promise.all([
    services.queryClient.ensureQueryData(pageContentQuery(services, CONTENT)),
    services.queryClient.ensureQueryData(schoolsQuery(services.api)),
  ]);
  return null;
};

export function Component() {
  const { data } = useQuery(pageContentQuery(useServices(), CONTENT));
  // The loader has filled the cache before this renders.
  return data ? (
    <ContentPage content={data}>
      <SchoolList />
    </ContentPage>
  ) : null;
}
