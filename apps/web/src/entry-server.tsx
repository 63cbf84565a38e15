// Server-side rendering of public pages (docs/architecture.md, decision 12): the server calls `render`
// for each page request, so visitors and crawlers get the page's HTML, title and meta with no
// script, and the browser hydrates it. Pages behind sign-in get the plain shell (only the browser
// knows who is signed in), titled as the page.
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { publicRedirect } from '@portal/domain/content/public-pages';
import { anonymousFacts } from '@portal/domain/permissions/held-permissions';
import { fullPageTitle } from '@/components/page-meta';
import { contentPageTitle } from '@/features/content/components/content-page';
import type { AppServices } from '@/lib/app-services';
import { createAppServices } from '@/lib/create-app-services';
import { loadLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { createRenderRecord, RenderRecordProvider, type RenderHead } from '@/lib/render-context';
import { routerBasename, type TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';
import { tenantRouting } from '@/lib/tenant-routing';
import { decideRoute } from './app/route-guard';
import type { PageState } from './app/page-state';
import { AppProvider } from './app/provider';
import type { PageHandle } from './app/route-module';
import { createRoutes } from './app/router';
import { loadContent } from './app/routes/content-page';

export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'shell'; head: RenderHead }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: RenderHead;
      state: PageState;
      /** Served with the islands script instead of the whole app (docs/decisions/0004). */
      islands: boolean;
    };

export interface RenderRequest {
  /** The path and query as requested, including a partner base path. */
  url: string;
  bootstrap: TenantBootstrap;
  /** Reaches the portal's own API in process (the server passes one built on `inject`). */
  fetch: typeof fetch;
}

/** An in-process render never holds a session, so nothing is stored or read. */
const NO_SESSION = {
  get: () => null,
  set: () => undefined,
  clear: () => undefined,
  subscribe: () => () => undefined,
};

/**
 * The head of a page behind sign-in: its own title, so the title is right from the first paint,
 * and never indexed (docs/product/screens-and-routes.md). The title is the route's message
 * (PageHandle.title), or for a help-center page open to students only, its content's title (the
 * content is public; the page is not). Without one (the content did not load), the site's name.
 */
async function shellHead(path: string, services: AppServices): Promise<RenderHead> {
  const matches = matchRoutes(createRoutes(services), path) ?? [];
  const handle = matches.at(-1)?.route.handle as PageHandle | undefined;
  const { i18n, bootstrap } = services;
  const pageTitle = handle?.title
    ? i18n.t(handle.title)
    : handle?.content
      ? await loadContent(handle.content, services).then(
          (content) => contentPageTitle(i18n, content, handle.helpArticle === true),
          () => undefined,
        )
      : undefined;
  return {
    ...(pageTitle ? { title: fullPageTitle(i18n, pageTitle, bootstrap.config.name) } : {}),
    robots: 'noindex',
  };
}

export async function render({ url, bootstrap, fetch }: RenderRequest): Promise<RenderResult> {
  const { config } = bootstrap;
  await loadLanguage(bootstrap.language);
  const basePath = routerBasename(bootstrap);
  const location = new URL(url, 'http://portal.invalid');
  const path = location.pathname.slice(basePath.length) || '/';

  const redirect = publicRedirect(path);
  if (redirect)
    return { kind: 'redirect', status: 301, location: basePath + redirect + location.search };

  const decision = decideRoute({
    path,
    search: location.search,
    facts: anonymousFacts(config.enrollmentType),
    pending: false,
    config,
    routing: tenantRouting(config),
  });
  const services = createAppServices({ bootstrap, fetch, session: NO_SESSION });
  if (decision.kind === 'redirect') {
    // Coming-soon sends public pages home; anything else is a page behind sign-in.
    return decision.to === paths.home.href()
      ? { kind: 'redirect', status: 302, location: basePath + paths.home.href() }
      : { kind: 'shell', head: await shellHead(path, services) };
  }

  const handler = createStaticHandler(
    createRoutes(services),
    basePath ? { basename: basePath } : {},
  );
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) {
    const target = context.headers.get('Location') ?? '/';
    return { kind: 'redirect', status: 302, location: target };
  }

  const record = createRenderRecord(context.statusCode);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <RenderRecordProvider record={record}>
      <AppProvider services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </RenderRecordProvider>,
  );
  return {
    kind: 'page',
    status: record.status,
    html,
    head: record.head,
    islands: (context.matches.at(-1)?.route.handle as PageHandle | undefined)?.islands === true,
    state: {
      queries: dehydrate(services.queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    },
  };
}
