import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { ContentPage } from '@/features/content/components/content-page';
import type { AppServices } from '@/lib/app-services';
import { useServices } from '@/lib/app-services';
import { pageContentQuery } from '@/lib/content/content-query';
import type { PageHandle } from '../route-module';

export const loadContent = (name: string, services: AppServices) =>
  services.queryClient.ensureQueryData(pageContentQuery(services, name));

export function Component() {
  const matches = useMatches();
  // createRoutes sets the content file on every content route.
  const handle = matches[matches.length - 1]!.handle as PageHandle;
  const { data } = useQuery(pageContentQuery(useServices(), handle.content!));
  // The loader has filled the cache before this renders.
  return data ? <ContentPage content={data} helpArticle={handle.helpArticle} /> : null;
}
