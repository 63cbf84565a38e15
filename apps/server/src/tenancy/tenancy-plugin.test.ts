import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock';
import { loadTenants } from './load-tenants';
import { registerTenancy, type RequestTenant } from './tenancy-plugin';

const TENANTS_DIR = fileURLToPath(new URL('../../../../tenants', import.meta.url));

// A fake implementing the real Clock interface; each test sets the time it needs.
let now = new Date('2022-01-01T00:00:00Z');
const clock: Clock = { now: () => now };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerTenancy(app, { registry: await loadTenants({ dir: TENANTS_DIR }), clock });
  // Registered in a child context, as modules are, to show the hook reaches encapsulated plugins.
  await app.register(async (child) => {
    child.get('/*', async (request) => request.tenant);
  });
});
afterAll(() => app.close());

async function tenantFor(host: string, url = '/') {
  const response = await app.inject({ method: 'GET', url, headers: { host } });
  return response.json<RequestTenant>();
}

describe('registerTenancy', () => {
  it.each([
    ['fhsu.localhost:3000', '/', 'fhsu', ''],
    ['localhost:3000', '/uiw/faq', 'uiw', '/uiw'],
    ['example.org', '/', 'default', ''],
  ])('resolves %s %s to %s with base path "%s"', async (host, url, id, basePath) => {
    const tenant = await tenantFor(host, url);
    expect(tenant.id).toBe(id);
    expect(tenant.basePath).toBe(basePath);
    expect(tenant.config.id).toBe(id);
  });

  // docs/product/constants-and-limits.md: the assessment tenant's readiness window, 22 Apr 2022 (inclusive) to 22 May 2022
  // (exclusive), on the server's clock.
  it.each([
    ['before the window', '2022-04-21T23:59:59.999Z', false],
    ['at its start', '2022-04-22T00:00:00.000Z', true],
    ['inside it', '2022-05-10T09:30:00.000Z', true],
    ['at its end', '2022-05-22T00:00:00.000Z', false],
    ['after it', '2022-06-01T00:00:00.000Z', false],
  ])('applies the davita readiness window %s (%s): %s', async (_label, at, open) => {
    now = new Date(at);
    const { config } = await tenantFor('davita.localhost:3000');
    expect(config.features.readinessAssessment).toBe(open);
    expect(config.systemAlert?.id).toBe(open ? 'davita-readiness-2022' : undefined);
    // Everything else stays as configured.
    expect(config.features.courseTrackDashboard).toBe(true);
    expect(config.enrollmentType).toBe('davita-assessment-prepaid');
  });
});
