import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { browserTenantConfig } from '../tenancy/browser-config';
import { DEFAULT_TENANT_ID, type TenantRegistry } from '../tenancy/tenant-registry';
import { matchesIfNoneMatch } from '../http/http-cache';
import { inProcessFetch, type ServerRenderer } from './server-render';
import {
  DEFAULT_SESSION_WARNING_SECONDS,
  type TenantBootstrap,
} from '@portal/domain/tenant/tenant-bootstrap';
import { loadSpaTemplate } from './spa-page';
import {
  languageAlternates,
  languageSwitch,
  preferredLanguageAddress,
  variesByLanguage,
} from './language-addresses';
import {
  chooseVariant,
  compressedPage,
  contentVersion,
  createPageCache,
  plainPage,
  scheduleKey,
  type PageAnswer,
  type RenderedAnswer,
} from './page-cache';
import { NOT_PAGE_PREFIXES } from './api-prefixes';

export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/**
 * Scripts only from our origin, plus the inline scripts of the built pages by their hash (the
 * signed-in hint, docs/decisions/0014), never 'unsafe-inline'. Inline styles are allowed: the
 * tenant theme is injected inline, and the accessible-primitive library inserts style elements at
 * run time (scroll locking in dialogs). Forms post to our origin and to the course providers' (a
 * course launch posts the learner to its provider, docs/lti.md).
 */
const contentSecurityPolicy = (
  formActionSources: readonly string[],
  inlineScriptHashes: readonly string[],
) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActionSources].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');

/** What serving the site's pages offers the routes: its pages, and files made like them. */
export interface PageServing {
  /**
   * A file of the built web app (a hashed asset, or one of the built HTML files) when the address
   * names one; undefined otherwise.
   */
  sendBuiltFile(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined;
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * A file of the site made from the same data as its pages (the sitemap): kept in the render
   * cache under the address's key, forgotten with the pages when the data it `reads` (API
   * prefixes, as a page's render records them) changes, and sent as a page is (ETag, 304,
   * compressed) with its own content type.
   */
  sendSiteFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: { type: string; make: () => Promise<{ body: string; reads: readonly string[] }> },
  ): Promise<FastifyReply>;
}

/** Pages carry an ETag and are revalidated on every use, by browsers and CDNs alike (0014). */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Serves the built web app: hashed assets for a year, and for every page route the tenant's page:
 * rendered on the server when it is public, the plain shell when it needs sign-in. A page is the
 * same for every visitor, so it comes from the render cache (docs/decisions/0014) unless
 * CONTENT_CACHING is off.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    renderer?: ServerRenderer;
    buildVersion: string;
    cachingDisabled: boolean;
    /** The inactivity warning's lead (SESSION_WARNING_SECONDS), told to every page. */
    sessionWarningSeconds?: number;
    tenants: TenantRegistry;
    clock: Clock;
    /** Other origins the app's forms may post to (the course providers'). */
    formActionSources?: readonly string[];
    /** The render cache's bound (default 64 MiB) and entry lifetime (default 5 minutes). */
    pageCache?: { maxBytes?: number; ttlMs?: number };
    /**
     * Tells when a new catalog version is published, here or on another instance: the pages whose
     * render read the catalog are forgotten (docs/page-serving.md "When data changes").
     */
    catalogChanges?: { subscribe(listener: () => void): unknown };
  },
): Promise<PageServing> {
  const template = await loadSpaTemplate(options.webDistDir);
  const csp = contentSecurityPolicy(options.formActionSources ?? [], template.inlineScriptHashes);
  const { renderer, tenants, clock, cachingDisabled } = options;
  const pages = createPageCache({
    maxBytes: options.pageCache?.maxBytes ?? 64 * 1024 * 1024,
    ttlMs: options.pageCache?.ttlMs ?? 5 * 60_000,
  });
  // A program's name, price and description reach its page through the organisation API.
  options.catalogChanges?.subscribe(() => {
    pages.forgetReading('/catalog-api/');
    pages.forgetReading('/organization-api/');
  });

  // The build's files are listed once and served through the one page route, not a route each:
  // hundreds of files (their source maps too) made a route and its hooks each, about 5 MB of an
  // idle process's heap (docs/performance.md "The process's memory"). Files added after the start
  // are not served, as before.
  const builtFiles = await listBuiltFiles(options.webDistDir);
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    serve: false,
    index: false,
    // Vite fingerprints everything under assets/, so those files never change under one name.
    setHeaders(reply, filePath) {
      const immutable = filePath.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function renderPage(request: FastifyRequest, now: Date): Promise<RenderedAnswer> {
    const bootstrap: TenantBootstrap = {
      tenantId: request.tenant.id,
      basePath: request.tenant.basePath,
      language: request.tenant.language,
      buildVersion: options.buildVersion,
      cachingDisabled,
      year: now.getUTCFullYear(),
      sessionWarningSeconds: options.sessionWarningSeconds ?? DEFAULT_SESSION_WARNING_SECONDS,
      config: browserTenantConfig(request.tenant.config, tenants, now),
    };
    const reads = new Set<string>();
    // Without a renderer every page is the plain shell.
    const result = renderer
      ? await renderer.render({
          url: request.originalUrl,
          bootstrap,
          fetch: inProcessFetch(app, request, reads),
        })
      : undefined;
    if (result?.kind === 'redirect') return { answer: result, reads };
    // Only a page that rendered as itself has translations worth a search engine's notice.
    const alternates =
      result?.kind === 'page' && result.status === 200 ? languageAlternates(request) : [];
    const html = template.render(bootstrap, result, alternates);
    const status = result?.kind === 'page' ? result.status : 200;
    const answer = cachingDisabled ? plainPage(status, html) : await compressedPage(status, html);
    return { answer, reads };
  }

  /**
   * Everything a render reads: the tenant (with the overrides in force), its base path, the
   * address (language prefix, path and query, and the origin its language links name), the build,
   * the tenant's content and the year. Never the visitor: renders are anonymous.
   */
  function keyOf(request: FastifyRequest, now: Date): string {
    const loaded = tenants.get(request.tenant.id);
    const content = loaded
      ? contentVersion(loaded, tenants.get(DEFAULT_TENANT_ID), tenants.global)
      : 'none';
    return [
      request.tenant.id,
      scheduleKey(request.tenant.config, tenants.global, now),
      request.tenant.basePath,
      options.buildVersion,
      content,
      request.protocol,
      request.host,
      request.originalUrl,
      now.getUTCFullYear(),
    ].join('\n');
  }

  /** The answer for the request's address: from the render cache, else made now. */
  async function cachedAnswer(
    request: FastifyRequest,
    produce: (now: Date) => Promise<RenderedAnswer>,
  ): Promise<PageAnswer> {
    const now = clock.now();
    return cachingDisabled
      ? (await produce(now)).answer
      : pages.get(keyOf(request, now), () => produce(now));
  }

  /** The bytes in the encoding the client takes, with their ETag, or 304 when it holds them. */
  function sendAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Extract<PageAnswer, { kind: 'html' }>,
    contentType: string,
  ): FastifyReply {
    const { encoding, bytes } = chooseVariant(answer, request.headers['accept-encoding']);
    reply
      .header('Content-Type', contentType)
      .header('Cache-Control', PAGE_CACHE_CONTROL)
      .header('ETag', bytes.etag);
    const etags = Object.values(answer.variants).map((variant) => variant.etag);
    if (answer.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], etags)) {
      return reply.status(304).send();
    }
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.status(answer.status).send(bytes.body);
  }

  return {
    sendBuiltFile(request, reply) {
      const file = (request.params as { '*'?: string })['*'];
      return file !== undefined && builtFiles.has(file) ? reply.sendFile(file) : undefined;
    },

    async sendPage(request, reply) {
      const switched = languageSwitch(request);
      if (switched) {
        return reply
          .header('Set-Cookie', switched.cookie)
          .header('Cache-Control', 'no-store')
          .redirect(switched.location, 303);
      }
      const varies = variesByLanguage(request);
      const vary = varies ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding';
      const preferred = varies ? preferredLanguageAddress(request) : undefined;
      if (preferred) {
        return reply
          .header('Vary', vary)
          .header('Cache-Control', 'no-store')
          .redirect(preferred, 302);
      }
      const answer = await cachedAnswer(request, (now) => renderPage(request, now));
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      reply.header('Vary', vary).header('Content-Security-Policy', csp);
      return sendAnswer(request, reply, answer, 'text/html; charset=utf-8');
    },

    async sendSiteFile(request, reply, { type, make }) {
      const answer = await cachedAnswer(request, async () => {
        const { body, reads } = await make();
        const status = 200;
        return {
          answer: cachingDisabled ? plainPage(status, body) : await compressedPage(status, body),
          reads: new Set(reads),
        };
      });
      if (answer.kind === 'redirect') throw new Error('A site file does not redirect');
      reply.header('Vary', 'Accept-Encoding');
      return sendAnswer(request, reply, answer, type);
    },
  };
}

/**
 * The web app's built files by their path from its root, with `/` between segments as in the
 * address; none whose path has a dot-segment.
 */
async function listBuiltFiles(webDistDir: string): Promise<ReadonlySet<string>> {
  const entries = await readdir(webDistDir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep),
      )
      .filter((segments) => !segments.some((segment) => segment.startsWith('.')))
      .map((segments) => segments.join('/')),
  );
}
