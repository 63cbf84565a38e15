// docs/storefront.md: each tenant shows only its own world. The new tenant fields are refused at start-up
// with file and field when they name what does not exist, and the public API answers each tenant
// with its own programs, its own phone number in placeholders and its alert's audience.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProgramCodes } from '../modules/organization/list-program-codes';
import { listTenantSchools } from '../modules/organization/list-tenant-schools';
import { json } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/test-server';
import { TENANTS_DIR, useTenantsCopy } from '../test/tenants-copy';
import { checkTenantPrograms } from './check-tenant-programs';
import { loadTenants } from './load-tenants';
import { TenantConfigError } from './tenant-config-error';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const copy = useTenantsCopy();

async function startUpError(): Promise<string> {
  const error = await (async () => {
    const tenants = await loadTenants({ dir: copy.dir });
    checkTenantPrograms({
      tenants: tenants.all(),
      knownCodes: await listProgramCodes(server.database.db),
    });
  })().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TenantConfigError);
  return (error as TenantConfigError).message;
}

const get = async (urlPath: string, tenant?: string) => {
  const response = await server.request(urlPath, tenant ? { tenant } : {});
  return { status: response.status, body: await json(response) };
};

describe('start-up refuses a tenant naming what does not exist', () => {
  it('an unknown program, in the config or a scheduled override, with file and field', async () => {
    await copy.editJson('fhsu/config.json', (c) => {
      c.programs = ['FHSU-BGS', 'FHSU-NOPE'];
      c.scheduled = [
        {
          startsAt: '2026-01-01T00:00:00Z',
          endsAt: '2026-02-01T00:00:00Z',
          override: { programs: ['UIW-RNBSN', 'GONE-1'] },
        },
      ];
    });
    expect((await startUpError()).split('\n')).toEqual([
      'tenants/fhsu/config.json: programs.1: Unknown degree program "FHSU-NOPE"',
      'tenants/fhsu/config.json: scheduled.0.override.programs.1: Unknown degree program "GONE-1"',
    ]);
  });

  it('an unknown pathway, with file and field', async () => {
    await copy.editJson('uiw/config.json', (c) => {
      c.pathways = ['return-to-uiw', 'tigers'];
    });
    expect(await startUpError()).toMatch(
      /^tenants\/uiw\/config\.json: pathways\.1: Unknown pathway/m,
    );
  });

  it('accepts the real tenants against the database, and only against it', async () => {
    const tenants = (await loadTenants({ dir: TENANTS_DIR })).all();
    const knownCodes = await listProgramCodes(server.database.db);
    expect(() => checkTenantPrograms({ tenants, knownCodes })).not.toThrow();
    expect(() => checkTenantPrograms({ tenants, knownCodes: ['NOC-AAGS'] })).toThrow(
      /^tenants\/fhsu\/config\.json: programs\.0: Unknown degree program "FHSU-BGS"$/m,
    );
  });
});

describe("each tenant's pictures", () => {
  it('serves a tenant image, else the default tenant’s, immutable at the build version', async () => {
    const own = await server.request('/tenant/images/hero-960.webp?v=test', { tenant: 'uiw' });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const ownBytes = Buffer.from(await own.arrayBuffer());
    const fallback = await server.request('/tenant/images/program-uiw-rnbsn-480.webp', {
      tenant: 'uiw',
    });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('cache-control')).toBe('public, max-age=300');
    const provider = await server.request('/tenant/images/hero-960.webp?v=test');
    expect(Buffer.from(await provider.arrayBuffer()).equals(ownBytes)).toBe(false);
    for (const file of ['hero-961.webp', 'nope-480.webp', '..%2Fconfig.json', 'hero-480.png']) {
      expect((await server.request(`/tenant/images/${file}`)).status, file).toBe(404);
    }
  });

  it('refuses at start-up a home page naming a picture that is not there', async () => {
    await copy.editJson('fhsu/content/home.json', (c) => {
      c.heroImage = { name: 'campus', alt: 'The campus' };
    });
    const message = await startUpError();
    expect(message).toContain(
      'tenants/fhsu/content/home.json: heroImage.name: No image "campus-480.webp" in tenants/fhsu/images or tenants/default/images',
    );
  });
});

describe("each tenant's programs", () => {
  const PROGRAMS = '/organization-api/institutions/degree-programs';
  const codesOf = (body: { enrollmentCode: string }[]) => body.map((p) => p.enrollmentCode);

  it("lists the tenant's programs only, in its order, each with its price's period", async () => {
    const provider = await get(PROGRAMS);
    expect(codesOf(provider.body)).toEqual([
      'NOC-HCAC',
      'NOC-AAGS',
      'NOC-BSBA',
      'PSC-ASIT',
      'PSC-CSP',
      'NOC-TFC',
    ]);
    expect(provider.body[1]).toMatchObject({
      name: 'Associate of Arts in General Studies',
      price: 29_900,
      periodicity: 'MONT',
    });
    expect(codesOf((await get(PROGRAMS, 'fhsu')).body)).toEqual(['FHSU-BGS']);
    expect(codesOf((await get(PROGRAMS, 'uiw')).body)).toEqual(['UIW-RNBSN']);
    // Another partner's program is not found on a partner site, even by its code.
    expect((await get(`${PROGRAMS}?code=UIW-RNBSN`, 'fhsu')).body).toEqual([]);
    expect(codesOf((await get(`${PROGRAMS}?code=FHSU-BGS`, 'fhsu')).body)).toEqual(['FHSU-BGS']);
  });

  it("names, on a course page, only the tenant's programs that contain the course", async () => {
    // ENG102 is in the general studies, nursing and the FHSU bachelor's course lists.
    const courses = (await get('/catalog-api/products?search=ENG102')).body as { id: number }[];
    expect(courses).toHaveLength(1);
    const namesOn = async (tenant: string) =>
      (
        (await get(`/catalog-api/products/${courses[0]?.id}`, tenant)).body.programs as {
          name: string;
        }[]
      ).map((p) => p.name);
    expect(await namesOn('default')).toEqual(['Associate of Arts in General Studies']);
    expect(await namesOn('fhsu')).toEqual(['Bachelor of General Studies']);
    expect(await namesOn('uiw')).toEqual(['Bachelor of Science in Nursing Completion']);
  });
});

describe("each tenant's schools", () => {
  const SCHOOLS = '/organization-api/schools';
  const keysOf = (body: { key: string }[]) => body.map((school) => school.key);

  it('lists only the schools behind the tenant’s programs, each with its own validator', async () => {
    expect(keysOf((await get(SCHOOLS)).body)).toEqual(['northbridge', 'prairie-state']);
    expect(keysOf((await get(SCHOOLS, 'fhsu')).body)).toEqual(['fhsu']);
    expect(keysOf((await get(SCHOOLS, 'uiw')).body)).toEqual(['uiw']);
    // A cache holding one partner's answer never serves it as another's.
    const fhsu = await server.request(SCHOOLS, { tenant: 'fhsu' });
    const etag = fhsu.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const uiw = await server.request(SCHOOLS, {
      tenant: 'uiw',
      headers: { 'If-None-Match': etag },
    });
    expect(uiw.status).toBe(200);
    expect(uiw.headers.get('etag')).not.toBe(etag);
    const again = await server.request(SCHOOLS, {
      tenant: 'fhsu',
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it("opens none of another partner's schools, by key or by id", async () => {
    const fhsu = (await get(`${SCHOOLS}/fhsu`, 'fhsu')).body;
    expect(fhsu).toMatchObject({ key: 'fhsu' });
    expect((await get(`${SCHOOLS}/fhsu`, 'uiw')).status).toBe(404);
    expect((await get(`${SCHOOLS}/${fhsu.id}`, 'uiw')).status).toBe(404);
    expect((await get(`${SCHOOLS}/fhsu`)).status).toBe(404);
  });

  it('lists every school for a tenant that does not list its programs', async () => {
    const every = await listTenantSchools({ db: server.database.db, config: {} });
    expect(every.map((school) => school.key)).toEqual(
      expect.arrayContaining(['fhsu', 'uiw', 'northbridge', 'prairie-state']),
    );
  });
});

describe("each tenant's words", () => {
  it('fills {$support.phone} with the tenant’s own number in its alert and content', async () => {
    const uiw = (await get('/config/tenant.json', 'uiw')).body;
    expect(uiw.systemAlert.message).toContain('(210) 555-0121');
    expect(uiw.systemAlert.message).not.toContain('(800) 555-0142');
    const help = JSON.stringify((await get('/content/help-center.json', 'uiw')).body);
    const provider = JSON.stringify((await get('/content/help-center.json', 'default')).body);
    expect(provider).toContain('(800) 555-0142');
    expect(help).not.toContain('(800) 555-0142');
    expect(help).toContain('(210) 555-0121');
  });

  it("marks harborline's access-code alert for visitors only", async () => {
    const harborline = (await get('/config/tenant.json', 'harborline')).body;
    expect(harborline.systemAlert).toMatchObject({ kind: 'ALERT', audience: 'visitors' });
  });
});
