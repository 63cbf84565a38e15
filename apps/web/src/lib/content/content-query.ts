import { queryOptions } from '@tanstack/react-query';
import type { HomeContent, PageContent } from '@portal/domain/content/page-content';
import { contentUrl } from '@portal/domain/tenant/content-url';
import type { AppServices } from '../app-services';

type ContentServices = Pick<AppServices, 'api' | 'bootstrap'>;

/**
 * GET /content/<name>.json with the cache-version query (docs/product/screens-and-routes.md). The server fills the
 * placeholders; the base path is added by the API client.
 */
function contentQuery<T>({ api, bootstrap }: ContentServices, name: string) {
  return queryOptions({
    queryKey: ['content', name],
    queryFn: () =>
      api.request<T>(
        contentUrl(name, {
          buildVersion: bootstrap.buildVersion,
          cachingDisabled: bootstrap.cachingDisabled,
          now: new Date(),
        }),
        { auth: false },
      ),
    staleTime: Infinity,
  });
}

export const pageContentQuery = (services: ContentServices, name: string) =>
  contentQuery<PageContent>(services, name);

export const homeContentQuery = (services: ContentServices) =>
  contentQuery<HomeContent>(services, 'home');
