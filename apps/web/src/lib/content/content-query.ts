import { queryOptions } from '@tanstack/react-query';
import type { HomeContent, PageContent } from '@portal/domain/content/page-content';
import { contentUrl } from '@portal/domain/tenant/content-url';
import type { ServedContent } from '@portal/domain/tenant/static-files';
import type { AppServices } from '../app-services';

type ContentServices = Pick<AppServices, 'api' | 'bootstrap'>;

/**
 * GET /content/<name>.json with the cache-version query (docs/product/screens-and-routes.md), in
 * the page's language (docs/languages.md "A tenant's own content"). The server fills the
 * placeholders and says which language the text is in; the base path is added by the API client.
 */
function contentQuery<T>({ api, bootstrap }: ContentServices, name: string) {
  return queryOptions({
    queryKey: ['content', name, bootstrap.language],
    queryFn: () =>
      api.request<ServedContent<T>>(
        contentUrl(name, {
          buildVersion: bootstrap.buildVersion,
          cachingDisabled: bootstrap.cachingDisabled,
          now: new Date(),
          language: bootstrap.language,
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
