import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageIn } from '@portal/domain/content/written-in';
import type { Language } from '@portal/domain/i18n/languages';
import { offeredLanguages } from '@portal/domain/i18n/languages';
import { effectiveGlobalConfig } from '@portal/domain/tenant/effective-config';
import { fillPlaceholders } from '@portal/domain/tenant/placeholders';
import { tenantValues } from '@portal/domain/tenant/tenant-offer';
import {
  configFileSchema,
  contentFileQuerySchema,
  contentFileSchema,
  staticFileParamsSchema,
  staticFileQuerySchema,
} from '@portal/domain/tenant/static-files';
import { z } from 'zod';
import type { Clock } from '../clock';
import { AppError } from '../http/app-error';
import { etagOf, matchesIfNoneMatch } from '../http/http-cache';
import { browserTenantConfig } from './browser-config';
import type { TenantRegistry } from './tenant-registry';

export interface ContentRoutesOptions {
  registry: TenantRegistry;
  clock: Clock;
  /** The web build's version; a content request carrying it as `v` may be cached for good. */
  buildVersion: string;
  /** Development: never let the browser keep content (docs/product/screens-and-routes.md). */
  cachingDisabled: boolean;
}

// Names are checked against this before anything touches the disk or a map, which is also what
// refuses path traversal: no dot, slash or percent sign gets through.
const JSON_FILE = /^([a-z0-9-]+)\.json$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LOGO_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

interface FileRoute {
  Params: { file: string };
  Querystring: { v?: string | string[]; lang?: Language };
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  headers: { type: string; cacheControl: string },
): FastifyReply {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', headers.cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], [etag])) return reply.code(304).send();
  return reply.type(headers.type).send(body);
}

const JSON_TYPE = 'application/json; charset=utf-8';
// `<name>-<width>.webp` (page-content.ts IMAGE_WIDTHS); like JSON_FILE it lets no dot or slash in.
const IMAGE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*-(?:480|960)\.webp$/;

/**
 * The static content and configuration the web app loads by name (docs/product/screens-and-routes.md, api-calls.md "Static and
 * live"), for the request's tenant:
 *
 * - `GET /content/:name.json`: the tenant's content file (or the default tenant's) in the language
 *   `lang` asked for, or in English with `lang: "en"` when the tenant wrote none in it, with
 *   `{$name.path}` placeholders filled from the tenant's values over the effective global ones. Immutable for a year
 *   when `v` is the build version, since a new build changes the URL, unless the page was
 *   published in the console (it changes without a build); otherwise `no-cache`.
 * - `GET /config/tenant.json` and `/config/global.json`: the effective public tenant config and
 *   the effective global config. Always `no-cache` with an ETag, because a scheduled window can
 *   change them without a new build.
 * - `GET /tenant/logo`: the tenant's logo file.
 * - `GET /tenant/images/:file`: a home-page image, the tenant's or the default tenant's;
 *   immutable for a year when `v` is the build version, like content.
 *
 * Under a partner-school base path (`/fhsu/content/home.json`) they are reached through the
 * app's URL rewriting (strip-base-path.ts).
 */
export function registerContentRoutes(app: FastifyInstance, options: ContentRoutesOptions): void {
  const { registry, clock, buildVersion, cachingDisabled } = options;

  function nameOf(request: FastifyRequest<FileRoute>): string {
    const name = JSON_FILE.exec(request.params.file)?.[1];
    if (name === undefined) throw new AppError('NOT_FOUND');
    return name;
  }

  function globalValues() {
    return effectiveGlobalConfig(registry.global, clock.now()).values;
  }

  const tags = ['content'];
  app.get<FileRoute>(
    `/content/:file`,
    {
      schema: {
        tags,
        summary: "The tenant's content file by name, placeholders filled",
        params: staticFileParamsSchema,
        querystring: contentFileQuerySchema,
        response: { 200: contentFileSchema },
      },
    },
    async (request, reply) => {
      const name = nameOf(request);
      const tenant = registry.get(request.tenant.id);
      const owner = tenant && registry.contentOwner(tenant, name);
      const content = owner?.content.get(name);
      if (!owner || content === undefined) throw new AppError('NOT_FOUND');
      // The tenant's own values first (its phone number in the default tenant's help pages).
      const values = tenantValues(globalValues(), request.tenant.config);
      const asked = request.query.lang ?? offeredLanguages(request.tenant.config)[0] ?? 'en';
      const page = pageIn(content as object, asked);
      // Each text from the values of its own language: a Spanish page's from the Spanish ones.
      const body = JSON.stringify({
        ...fillPlaceholders(page.text, values, page.language),
        lang: page.language,
      });
      // A page published in the console changes without a new build: asked again each time.
      const versioned =
        !cachingDisabled && request.query.v === buildVersion && !owner.contentPublished;
      return sendCached(request, reply, body, {
        type: JSON_TYPE,
        cacheControl: versioned ? IMMUTABLE : 'no-cache',
      });
    },
  );

  app.get<FileRoute>(
    `/config/:file`,
    {
      schema: {
        tags,
        summary: 'The effective public tenant config (tenant.json) or global config (global.json)',
        params: staticFileParamsSchema,
        querystring: staticFileQuerySchema,
        response: { 200: configFileSchema },
      },
    },
    async (request, reply) => {
      const name = nameOf(request);
      const values = globalValues();
      let config: unknown;
      if (name === 'tenant') {
        config = browserTenantConfig(request.tenant.config, registry, clock.now());
      } else if (name === 'global') {
        // The schedule stays on the server: future overrides are not announced.
        const { scheduled: _scheduled, ...global } = effectiveGlobalConfig(
          registry.global,
          clock.now(),
        );
        config = fillPlaceholders(global, { en: values });
      } else {
        throw new AppError('NOT_FOUND');
      }
      return sendCached(request, reply, JSON.stringify(config), {
        type: JSON_TYPE,
        cacheControl: 'no-cache',
      });
    },
  );

  app.get<FileRoute>(
    `/tenant/images/:file`,
    {
      schema: {
        tags,
        summary: "A tenant's image (WebP at a stored width), or the default tenant's",
        params: staticFileParamsSchema,
        querystring: staticFileQuerySchema,
        produces: ['image/webp'],
        response: { 200: z.string().describe('The image file') },
      },
    },
    async (request, reply) => {
      const file = request.params.file;
      if (!IMAGE_FILE.test(file)) throw new AppError('NOT_FOUND');
      const tenant = registry.get(request.tenant.id);
      const fallback = registry.get('default');
      let bytes: Buffer | undefined;
      for (const owner of [tenant, fallback]) {
        if (!owner || bytes) continue;
        bytes = await readFile(path.join(owner.dir, 'images', file)).catch(() => undefined);
      }
      if (!bytes) throw new AppError('NOT_FOUND');
      const versioned = !cachingDisabled && request.query.v === buildVersion;
      reply.header('x-content-type-options', 'nosniff');
      return sendCached(request, reply, bytes, {
        type: 'image/webp',
        cacheControl: versioned ? IMMUTABLE : 'public, max-age=300',
      });
    },
  );

  app.get(
    `/tenant/logo`,
    {
      schema: {
        tags,
        summary: "The tenant's logo (SVG, PNG or WebP)",
        produces: Object.values(LOGO_TYPES),
        response: { 200: z.string().describe('The image file') },
      },
    },
    async (request, reply) => {
      const tenant = registry.get(request.tenant.id);
      if (!tenant) throw new AppError('NOT_FOUND');
      // A logo published in the console wins; else `src`, a bare file name (the schema allows no
      // slash) checked to exist at start-up.
      const src = request.tenant.config.logo.src;
      const bytes = tenant.logo?.bytes ?? (await readFile(path.join(tenant.dir, src)));
      // An SVG opened directly is a document: forbid scripts and outside loads in it.
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff');
      return sendCached(request, reply, bytes, {
        type: tenant.logo?.type ?? LOGO_TYPES[path.extname(src)] ?? 'application/octet-stream',
        // Short, because a scheduled override may swap the logo; the ETag makes rechecks cheap.
        cacheControl: 'public, max-age=300',
      });
    },
  );
}
