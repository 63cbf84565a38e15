import { useQuery } from '@tanstack/react-query';
import { contentFileOf } from '@portal/domain/content/public-pages';
import { ContentPage } from '@/features/content/components/content-page';
import { SupportRequestForm } from '@/features/support/components/support-request-form';
import { useServices } from '@/lib/app-services';
import { pageContentQuery } from '@/lib/content/content-query';
import { paths } from '@/lib/paths';
import type { RouteModule } from '../route-module';

// Its content above the form.
const CONTENT = contentFileOf(paths.supportRequest.path)!;

export const loader: RouteModule['loader'] = async (_args, services) => {
  await services.queryClient.ensureQueryData(pageContentQuery(services, CONTENT));
  return null;
};

export function Component() {
  const { data } = useQuery(pageContentQuery(useServices(), CONTENT));
  // The loader has filled the cache before this renders; the route guard requires sign-in.
  return data ? (
    <ContentPage content={data} helpArticle>
      <SupportRequestForm />
    </ContentPage>
  ) : null;
}
