import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await server.request(path);
  return { status: response.status, body: await json(response) };
};
const NOT_FOUND = { status: 404, body: { global: [{ code: 'NOT_FOUND', message: 'Not found' }] } };

describe('organization-api', () => {
  it("lists the schools behind the tenant's programs and opens each by id or key", async () => {
    const { body } = await get('/organization-api/schools');
    expect(body.map((s: { key: string }) => s.key)).toEqual(['northbridge', 'prairie-state']);
    const school = (await get('/organization-api/schools/northbridge')).body;
    expect(school).toMatchObject({ key: 'northbridge', name: expect.any(String) });
    expect((await get(`/organization-api/schools/${school.id}`)).body).toEqual(school);
    expect(await get('/organization-api/schools/hogwarts')).toEqual(NOT_FOUND);
  });

  it("lists the tenant's degree programs, or the one with an enrollment code", async () => {
    const all = (await get('/organization-api/institutions/degree-programs')).body;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const one = await get('/organization-api/institutions/degree-programs?code=NOC-BSBA');
    expect(one.body).toEqual([
      expect.objectContaining({ id: 2, enrollmentCode: 'NOC-BSBA', schoolId: 1 }),
    ]);
    expect((await get('/organization-api/institutions/degree-programs?code=NOPE')).body).toEqual(
      [],
    );
  });

  it('opens an institution with its schools', async () => {
    const { status, body } = await get('/organization-api/institutions/2');
    expect(status).toBe(200);
    expect(body.schools.map((s: { key: string }) => s.key)).toEqual(['fhsu']);
    expect(await get('/organization-api/institutions/77')).toEqual(NOT_FOUND);
  });

  it('lists employers, opens one, and lists the programs its staff may take', async () => {
    const employers = (await get('/organization-api/employers')).body;
    expect(employers).toContainEqual(expect.objectContaining({ employerId: 1001, name: 'DaVita' }));
    expect((await get('/organization-api/employers/1001')).body.name).toBe('DaVita');
    expect(await get('/organization-api/employers/999')).toEqual(NOT_FOUND);
    const programs = (await get('/organization-api/institutions/employers/1001/degree-programs'))
      .body;
    expect(programs.map((p: { id: number }) => p.id)).toEqual([1, 4, 6, 7]);
    expect(await get('/organization-api/institutions/employers/999/degree-programs')).toEqual(
      NOT_FOUND,
    );
  });

  it("knows every employer tenant's employer, with programs for its staff", async () => {
    const employerIds = server.tenants
      .all()
      .flatMap((tenant) => (tenant.config.employerId ? [tenant.config.employerId] : []));
    expect(employerIds.length).toBeGreaterThan(0);
    for (const id of employerIds) {
      const programs = await get(`/organization-api/institutions/employers/${id}/degree-programs`);
      expect(programs.body.length, `employer ${id}`).toBeGreaterThan(0);
    }
  });
});
