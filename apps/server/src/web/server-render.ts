import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage, ShellPage } from './spa-page';

/** What apps/web/src/entry-server.tsx answers (the contract between the two builds). */
export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | ({ kind: 'shell' } & ShellPage)
  | ({ kind: 'page'; status: number } & RenderedPage);

export interface ServerRenderer {
  render(request: { url: string; bootstrap: unknown; fetch: typeof fetch }): Promise<RenderResult>;
}

/**
 * The web app's server-side renderer, when it has been built (`vite build --ssr`). Its module (the
 * pages, React's server renderer, the router: about 8 MB of a process) is loaded by the first page
 * to render, not at start: a process behind a cache or serving only the API may never need it
 * (docs/performance.md "The process's memory").
 */
export function serverRendererOf(entryFile: string): ServerRenderer | undefined {
  if (!existsSync(entryFile)) return undefined;
  let loaded: Promise<ServerRenderer> | undefined;
  return {
    render: async (request) => {
      loaded ??= import(pathToFileURL(entryFile).href) as Promise<ServerRenderer>;
      return (await loaded).render(request);
    },
  };
}

/**
 * A fetch that the render's API calls go through: answered in process by the same Fastify
 * instance, as the visitor's own host, so tenancy and every rule apply exactly as over HTTP. Each
 * call's API (`/catalog-api/`, the path's first segment) is added to `reads`, so the page cache
 * knows which data the page is made of.
 */
export function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  reads: Set<string>,
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    reads.add(`/${new URL(url, 'http://page').pathname.split('/')[1] ?? ''}/`);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init?.headers as Record<string, string>), host: request.headers.host ?? '' },
      ...(init?.body ? { payload: init.body as string } : {}),
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
}
