import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { browserTenantConfig } from '../tenancy/browser-config';
import type { TenantRegistry } from '../tenancy/tenant-registry';
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
 * Serves the built web app: hashed assets for a year, and index.html (per tenant, never cached)
 * for every page route, which the app's router then resolves.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    buildVersion: string;
    cachingDisabled: boolean;
    tenants: TenantRegistry;
    clock: Clock;
  },
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const template = await loadSpaTemplate(options.webDistDir);

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

  return function sendPage(request, reply) {
    const html = template.render({
      tenantId: request.tenant.id,
      basePath: request.tenant.basePath,
      config: browserTenantConfig(request.tenant.config, options.tenants, options.clock.now()),
      buildVersion: options.buildVersion,
      cachingDisabled: options.cachingDisabled,
    });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .send(html);
  };
}

/**
 * Scripts only from our origin. Inline styles are allowed: the tenant theme is injected inline, and
 * the accessible-primitive library inserts style elements at run time (scroll locking in dialogs).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
