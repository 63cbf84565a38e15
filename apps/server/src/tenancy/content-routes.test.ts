import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import { registerErrorHandler } from '../http/error-handler';
import { registerContentRoutes } from './content-routes';
import { loadTenants } from './load-tenants';
import { stripPartnerBasePath } from './strip-base-path';
import { registerTenancy } from './tenancy-plugin';
import { createTenantRegistry } from './tenant-registry';

const TENANTS_DIR = fileURLToPath(new URL('../../../../tenants', import.meta.url));
const NOT_FOUND = { global: [{ code: 'NOT_FOUND', message: 'Not found' }] };
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Every host name resolves to loopback, as browsers do for *.localhost, so the Host header
// carries the tenant exactly as a browser would send it.
const loopback = new Agent({
  connect: {
    lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]),
  },
});

let now = new Date('2026-01-10T12:00:00Z');
const clock: Clock = { now: () => now };

async function startServer(options: { cachingDisabled: boolean }) {
  const real = await loadTenants({ dir: TENANTS_DIR });
  // The real tenants, with a scheduled change of the support phone added to the global config.
  const registry = createTenantRegistry({
    tenants: real.all(),
    global: {
      ...real.global,
      scheduled: [
        {
          startsAt: '2026-02-01T00:00:00Z',
          endsAt: '2026-03-01T00:00:00Z',
          override: { values: { support: { phone: '(800) 555-0199' } } },
        },
      ],
    },
  });
  const app = Fastify({ rewriteUrl: stripPartnerBasePath(registry) });
  // As app.ts: the routes' schemas are zod's.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTenancy(app, { registry, clock });
  registerContentRoutes(app, { registry, clock, buildVersion: 'build-7', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const get = (host: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${port}${path}`, { headers, dispatcher: loopback });
  return { app, get };
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ cachingDisabled: false });
});
afterAll(() => server.app.close());

describe('GET /content/:name.json', () => {
  it("serves the tenant's content with placeholders filled from the global values", async () => {
    const response = await server.get('localhost', '/content/home.json?v=build-7');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.text();
    expect(body).not.toContain('{$');
    const home = JSON.parse(body) as { keyFacts: { text: string }[] };
    expect(home.keyFacts.map((f) => f.text)).toContainEqual(
      'Email support@crestline.example or call (800) 555-0142, Monday to Friday, 8 a.m. to 6 p.m. Central.',
    );
  });

  it('fills placeholders from the global values in force (scheduled override)', async () => {
    now = new Date('2026-02-10T00:00:00Z');
    try {
      const body = await (await server.get('localhost', '/content/home.json')).text();
      expect(body).toContain('(800) 555-0199');
    } finally {
      now = new Date('2026-01-10T12:00:00Z');
    }
  });

  it.each([
    ['the build version', '?v=build-7', IMMUTABLE],
    ['another version', '?v=build-6', 'no-cache'],
    ['no version', '', 'no-cache'],
  ])('with %s is cached as "%s"', async (_label, query, cacheControl) => {
    const response = await server.get('localhost', `/content/home.json${query}`);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await server.get('localhost', '/content/home.json');
    const etag = first.headers.get('etag')!;
    const second = await server.get('localhost', '/content/home.json', {
      'if-none-match': `W/${etag}, "other"`,
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('serves each tenant its own content, by host or by partner path', async () => {
    const byHost = (await (await server.get('fhsu.localhost', '/content/home.json')).json()) as {
      headline: string;
    };
    const byPath = (await (await server.get('localhost', '/fhsu/content/home.json')).json()) as {
      headline: string;
    };
    const other = (await (await server.get('uiw.localhost', '/content/home.json')).json()) as {
      headline: string;
    };
    expect(byHost.headline).toMatch(/Fort Hays/);
    expect(byPath).toEqual(byHost);
    expect(other.headline).not.toEqual(byHost.headline);
  });

  it('serves a Spanish page its Spanish version, placeholders filled, and says so', async () => {
    const response = await server.get('localhost', '/content/home.json?v=build-7&lang=es');
    expect(response.status).toBe(200);
    const home = (await response.json()) as { headline: string; lang: string; es?: unknown };
    expect(home).toMatchObject({
      headline: 'Cursos universitarios en línea, a su propio ritmo',
      lang: 'es',
    });
    expect(JSON.stringify(home)).toContain('llame al (800) 555-0142');
    expect(home.es).toBeUndefined();
  });

  it("fills a Spanish page from the tenant's Spanish values, and an English one from the English", async () => {
    const spanish = await (await server.get('localhost', '/content/home.json?lang=es')).text();
    expect(spanish).toContain(
      '(800) 555-0142, de lunes a viernes, de 8 a. m. a 6 p. m., hora del centro.',
    );
    const english = await (await server.get('localhost', '/content/home.json?lang=en')).text();
    expect(english).toContain('Monday to Friday, 8 a.m. to 6 p.m. Central');
    expect(english).not.toContain('de lunes a viernes');
  });

  it('serves a Spanish page the English of a page written only in English, saying it is English', async () => {
    const about = (await (await server.get('localhost', '/content/about.json?lang=es')).json()) as {
      title: string;
      lang: string;
    };
    expect(about).toMatchObject({ title: 'About Crestline Learning', lang: 'en' });
  });

  it('serves an English page the English, without the Spanish version', async () => {
    const home = (await (await server.get('localhost', '/content/home.json?lang=en')).json()) as {
      headline: string;
      lang: string;
      es?: unknown;
    };
    expect(home).toMatchObject({ headline: 'College courses online, at your pace', lang: 'en' });
    expect(home.es).toBeUndefined();
  });

  it('refuses a language the portal is not written in, naming the field', async () => {
    const response = await server.get('localhost', '/content/home.json?lang=fr');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('lang');
  });

  it('answers 404 with the error body for an unknown name', async () => {
    const response = await server.get('localhost', '/content/no-such-page.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND);
  });

  it.each([
    '/content/..%2Fconfig.json',
    '/content/..%2F..%2F..%2Fpackage.json',
    '/content/%2e%2e%2fglobal.json',
    '/content/..%5Cconfig.json',
    '/content/HOME.json',
    '/content/home.JSON',
    '/content/home',
    '/content/home.json%00.txt',
    '/config/..%2Ffhsu%2Fconfig.json',
    '/fhsu/content/..%2F..%2Fglobal.json',
  ])('refuses %s', async (path) => {
    const response = await server.get('localhost', path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND);
  });

  it('refuses a partner path on a host that belongs to another tenant', async () => {
    const response = await server.get('fhsu.localhost', '/uiw/content/home.json');
    expect(response.status).toBe(404);
  });

  it('never marks content immutable when caching is disabled', async () => {
    const uncached = await startServer({ cachingDisabled: true });
    try {
      const response = await uncached.get('localhost', '/content/home.json?v=build-7');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await uncached.app.close();
    }
  });
});

describe('GET /config/:name.json', () => {
  it('gives a Host: fhsu.localhost request the public fhsu config', async () => {
    const response = await server.get('fhsu.localhost', '/config/tenant.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      id: 'fhsu',
      partnerSlug: 'fhsu',
      enrollmentType: 'paid-selective',
    });
    expect(config).not.toHaveProperty('hosts');
    expect(config).not.toHaveProperty('scheduled');
  });

  it("fills placeholders in the config from the tenant's values (the uiw alert names its own phone)", async () => {
    const config = (await (await server.get('uiw.localhost', '/config/tenant.json')).json()) as {
      systemAlert: { message: string };
    };
    expect(config.systemAlert.message).toContain('(210) 555-0121');
  });

  it('answers the Spanish beside the English, each filled from its own values', async () => {
    const config = (await (await server.get('localhost', '/config/tenant.json')).json()) as {
      es: { values: { support: { hours: string } } };
    };
    expect(config.es.values.support.hours).toBe(
      'de lunes a viernes, de 8 a. m. a 6 p. m., hora del centro',
    );
    const uiw = (await (await server.get('uiw.localhost', '/config/tenant.json')).json()) as {
      systemAlert: { es: { message: string } };
      onboardingQuestions: { label: string; options: string[]; es: unknown }[];
    };
    expect(uiw.systemAlert.es.message).toContain('Llame al (210) 555-0121');
    expect(uiw.onboardingQuestions[0]).toMatchObject({
      label: 'Have you studied at UIW before?',
      options: ['Yes', 'No'],
      es: { label: '¿Ha estudiado antes en UIW?', options: ['Sí', 'No'] },
    });
  });

  it('gives the effective global config without its schedule', async () => {
    now = new Date('2026-02-01T00:00:00Z');
    try {
      const global = (await (await server.get('localhost', '/config/global.json')).json()) as {
        values: { support: { phone: string; email: string } };
      };
      expect(global.values.support).toMatchObject({
        phone: '(800) 555-0199',
        email: 'support@crestline.example',
      });
      expect(global).not.toHaveProperty('scheduled');
    } finally {
      now = new Date('2026-01-10T12:00:00Z');
    }
  });

  it('is always no-cache, even with the build version, and answers 304 to its ETag', async () => {
    const first = await server.get('davita.localhost', '/config/tenant.json?v=build-7');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(
      (await server.get('davita.localhost', '/config/tenant.json', { 'if-none-match': etag }))
        .status,
    ).toBe(304);
  });

  it('changes its ETag when a scheduled window opens', async () => {
    const before = (await server.get('davita.localhost', '/config/tenant.json')).headers.get(
      'etag',
    );
    now = new Date('2022-05-01T00:00:00Z');
    try {
      const inside = await server.get('davita.localhost', '/config/tenant.json', {
        'if-none-match': before!,
      });
      expect(inside.status).toBe(200);
      expect(inside.headers.get('etag')).not.toBe(before);
      expect(
        ((await inside.json()) as { features: Record<string, boolean> }).features
          .readinessAssessment,
      ).toBe(true);
    } finally {
      now = new Date('2026-01-10T12:00:00Z');
    }
  });

  it('serves the partner config under its base path', async () => {
    const config = (await (await server.get('localhost', '/uiw/config/tenant.json')).json()) as {
      id: string;
    };
    expect(config.id).toBe('uiw');
  });

  it('answers 404 for another name', async () => {
    const response = await server.get('localhost', '/config/secrets.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND);
  });
});

describe('GET /tenant/logo', () => {
  it("serves the tenant's logo as SVG with a locked-down policy", async () => {
    const response = await server.get('uiw.localhost', '/tenant/logo');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain(
      '<title id="logo-title">University of the Incarnate Word</title>',
    );
  });

  it('serves a partner logo under its base path, and 304 on a matching ETag', async () => {
    const first = await server.get('localhost', '/ridgeview/tenant/logo');
    expect(await first.text()).toContain('Ridgeview');
    const again = await server.get('localhost', '/ridgeview/tenant/logo', {
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });
});
