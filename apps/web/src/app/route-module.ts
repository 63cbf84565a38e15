import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { AppServices } from '@/lib/app-services';

/**
 * What a lazy route file exports. `loader` fills the query cache before the page renders, with the
 * services of the page load or of the server-side render, so the component reads its data from
 * the cache and the server can render the page complete.
 */
export interface RouteModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs, services: AppServices) => Promise<unknown>;
}

/** A lazy route whose loader is handed the services. */
export function lazyRoute(
  load: () => Promise<RouteModule>,
  services: AppServices,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { Component, loader } = await load();
      return loader
        ? {
            Component,
            loader: async (args: LoaderFunctionArgs) => (await loader(args, services)) ?? null,
          }
        : { Component };
    },
  };
}

/** What the server needs to know about a route's page. */
export interface PageHandle {
  /**
   * A page for visitors that arrives as server HTML with small islands of script, not the whole
   * app (docs/decisions/0004): the home, catalog, content and not-found pages.
   */
  islands?: boolean;
  /** The content file of a generic content page. */
  content?: string;
  /**
   * A help-center article: its title names the help center, so it never shares a title with the
   * storefront page on the same subject (`/paca` and `/help-center/academics/paca`; WCAG 2.4.2).
   */
  helpArticle?: boolean;
  /**
   * The message id (`namespace:key`) of the title of a page behind sign-in, the one its
   * `PageMeta` shows. The server cannot render such a page (only the browser knows who is signed
   * in), so it titles the plain shell with this, and the title is the page's own from the first
   * paint (docs/accessibility/themes.md).
   */
  title?: string;
}
