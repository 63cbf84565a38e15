import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { browserTenantConfig } from '../tenancy/browser-config';
import type { TenantRegistry } from '../tenancy/tenant-registry';
import { inProcessFetch, type ServerRenderer } from './server-render';
import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';
import { loadSpaTemplate } from './spa-page';

const API_PREFIXES = [
  '/auth-api/',
  '/user-api/',
  '/user-events-api/',
  '/ledger-api/',
  '/coursework-api/',
  '/catalog-api/',
  '/organization-api/',
  '/websocket-api/',
  '/content/',
  '/config/',
  '/tenant/',
  '/assets/',
];

export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/**
 * Scripts only from our origin. Inline styles are allowed: the tenant theme is injected inline, and
 * the accessible-primitive library inserts style elements at run time (scroll locking in dialogs).
 * Forms post to our origin and to the course providers' (a course launch posts the learner to
 * its provider, docs/lti.md).
 */
const contentSecurityPolicy = (formActionSources: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActionSources].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * Serves the built web app: hashed assets for a year, and for every page route the tenant's page
 * (never cached): rendered on the server when it is public, the plain shell when it needs sign-in.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    renderer?: ServerRenderer;
    buildVersion: string;
    cachingDisabled: boolean;
    tenants: TenantRegistry;
    clock: Clock;
    /** Other origins the app's forms may post to (the course providers'). */
    formActionSources?: readonly string[];
  },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const template = await loadSpaTemplate(options.webDistDir);
  const csp = contentSecurityPolicy(options.formActionSources ?? []);
  const { renderer } = options;

  await app.register(fastifyStatic, {
    root: options.webDistDir,
    wildcard: false,
    index: false,
    // Vite fingerprints everything under assets/, so those files never change under one name.
    setHeaders(reply, filePath) {
      const immutable = filePath.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return async function sendPage(request, reply) {
    const bootstrap: TenantBootstrap = {
      tenantId: request.tenant.id,
      basePath: request.tenant.basePath,
      buildVersion: options.buildVersion,
      cachingDisabled: options.cachingDisabled,
      config: browserTenantConfig(request.tenant.config, options.tenants, options.clock.now()),
    };
    const result = renderer
      ? await renderer.render({
          url: request.originalUrl,
          bootstrap,
          fetch: inProcessFetch(app, request),
        })
      : ({ kind: 'shell' } as const);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const html = template.render(bootstrap, result.kind === 'page' ? result : undefined);
    return reply
      .status(result.kind === 'page' ? result.status : 200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', csp)
      .send(html);
  };
}
