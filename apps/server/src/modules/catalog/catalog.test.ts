import { sql } from 'drizzle-orm';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (path: string, init?: RequestInit & { tenant?: string }) => {
  const response = await server.request(path, init);
  return { status: response.status, body: await json(response) };
};
const NOT_FOUND = { global: [{ code: 'NOT_FOUND', message: 'Not found' }] };

describe('categories', () => {
  it('lists the five categories with subcategories and course counts', async () => {
    const { status, body } = await get('/catalog-api/categories');
    expect(status).toBe(200);
    expect(body.map((c: { slug: string }) => c.slug)).toEqual([
      'business',
      'teaching',
      'health',
      'it',
      'cs',
    ]);
    for (const category of body) {
      expect(category.subcategories.length).toBeGreaterThan(0);
      const inSubcategories = category.subcategories.reduce(
        (sum: number, s: { courseCount: number }) => sum + s.courseCount,
        0,
      );
      expect(category.courseCount).toBe(inSubcategories);
    }
    expect(
      body.reduce((sum: number, c: { courseCount: number }) => sum + c.courseCount, 0),
    ).toBeGreaterThanOrEqual(60);
  });

  it('opens a category by slug or id, with its courses', async () => {
    const bySlug = await get('/catalog-api/categories/health');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ name: 'Health', parent: null });
    expect(bySlug.body.products.length).toBe(bySlug.body.courseCount);
    const byId = await get(`/catalog-api/categories/${bySlug.body.id}`);
    expect(byId.body.slug).toBe('health');
  });

  it('opens a subcategory with its parent and only its own courses', async () => {
    const health = (await get('/catalog-api/categories/health')).body;
    const sub = health.subcategories[0];
    const { body } = await get(`/catalog-api/categories/${sub.id}`);
    expect(body.parent).toEqual({
      id: health.id,
      name: 'Health',
      slug: 'health',
      es: { name: 'Salud' },
    });
    expect(body.products.every((p: { subcategoryId: number }) => p.subcategoryId === sub.id)).toBe(
      true,
    );
  });

  it('answers unknown categories with Not found', async () => {
    expect(await get('/catalog-api/categories/astrology')).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await get('/catalog-api/categories/99999')).toEqual({ status: 404, body: NOT_FOUND });
  });
});

describe('products', () => {
  it('shows a course with its topics, prerequisites, course text and grading', async () => {
    const { status, body } = await get('/catalog-api/products/5001');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 'CSC110', price: 6945, category: { slug: 'cs' } });
    expect(body.topics.length).toBeGreaterThan(0);
    expect(body.courseText).not.toBe('');
    const weights = body.gradingCriteria.map((g: { weightPercent: number }) => g.weightPercent);
    expect(weights.reduce((a: number, b: number) => a + b, 0)).toBe(100);
  });

  it('names the prerequisites of a course that has some', async () => {
    const all = (await get('/catalog-api/categories/cs')).body.products;
    const details = await Promise.all(
      all.map((p: { id: number }) => get(`/catalog-api/products/${p.id}`)),
    );
    const withPrerequisite = details.find((d) => d.body.prerequisites.length > 0)!;
    expect(withPrerequisite.body.prerequisites[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
    });
  });

  it('answers an unknown or malformed id without a server error', async () => {
    expect(await get('/catalog-api/products/424242')).toEqual({ status: 404, body: NOT_FOUND });
    const malformed = await get('/catalog-api/products/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.global[0].code).toBe('VALIDATION_FAILED');
  });

  it('finds courses by part of the name or the code, case-insensitively', async () => {
    const byCode = await get('/catalog-api/products?search=csc1');
    expect(byCode.body.map((p: { code: string }) => p.code)).toContain('CSC110');
    const byName = await get('/catalog-api/products?search=PROGRAMMING%20fund');
    expect(byName.body.map((p: { code: string }) => p.code)).toEqual(['CSC110']);
    expect((await get('/catalog-api/products?search=%25')).body).toEqual([]);
    expect((await get('/catalog-api/products?search=')).status).toBe(400);
  });

  // The web search box takes FIELD_MAX_LENGTH.courseSearch characters (course-search.tsx): the
  // longest search it lets a student send is answered, not refused as too long.
  it('answers a search as long as the search box takes, and no longer', async () => {
    const longest = 'a'.repeat(FIELD_MAX_LENGTH.courseSearch);
    expect((await get(`/catalog-api/products?search=${longest}`)).status).toBe(200);
    expect((await get(`/catalog-api/products?search=${longest}a`)).status).toBe(400);
  });
});

describe('degree programs', () => {
  it('lists the courses of a program in study order, orientation first', async () => {
    const { status, body } = await get('/catalog-api/degreeprograms/1/courses');
    expect(status).toBe(200);
    expect(body[0].code).toBe('ORI001');
    expect(await get('/catalog-api/degreeprograms/999/courses')).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  });

  it("tells a signed-in user which prerequisites they have met, and hides other users'", async () => {
    const tokens = await signedInLearner(server, { email: 'prereq@example.com' });
    const me = await get('/user-api/users', asUser(tokens.access_token));
    const path = (ref: string) => `/catalog-api/degreeprograms/1/prerequisites/${ref}`;
    expect((await get(path(me.body.uuid))).status).toBe(401);

    const before = await get(path(me.body.uuid), asUser(tokens.access_token));
    expect(before.status).toBe(200);
    const course = before.body.find(
      (c: { prerequisites: unknown[] }) => c.prerequisites.length > 0,
    );
    expect(course.prerequisites.every((p: { met: boolean }) => !p.met)).toBe(true);

    const prerequisite = course.prerequisites[0];
    await server.database.db.execute(sql`
      insert into coursework_enrollments (tenant_id, user_id, product_id, enrollment_status, completed)
      values ('default', ${me.body.uuid}, ${prerequisite.productId}, 'ENABLED', true)`);
    const after = await get(path('me'), asUser(tokens.access_token));
    const same = after.body.find((c: { productId: number }) => c.productId === course.productId);
    expect(same.prerequisites.find((p: { code: string }) => p.code === prerequisite.code).met).toBe(
      true,
    );

    const other = await get(
      path('00000000-0000-4000-8000-000000000000'),
      asUser(tokens.access_token),
    );
    expect(other).toEqual({ status: 404, body: NOT_FOUND });
  });
});

describe('Spanish texts (docs/languages.md "The catalog")', () => {
  it('answers a course’s Spanish texts beside its English ones, and none for a course without', async () => {
    const pathophysiology = (await get('/catalog-api/products/3008')).body;
    expect(pathophysiology).toMatchObject({
      name: 'Pathophysiology',
      es: {
        name: 'Fisiopatología',
        topics: expect.arrayContaining(['Trastornos neurológicos']) as unknown,
        courseText: 'Incluye: un libro de texto abierto de fisiopatología con casos clínicos.',
      },
      category: { slug: 'health', es: { name: 'Salud' } },
      subcategory: { es: { name: 'Ciencias de la salud' } },
    });
    expect(pathophysiology.es.topics).toHaveLength(pathophysiology.topics.length);
    const programming = (await get('/catalog-api/products/5001')).body;
    expect(programming).not.toHaveProperty('es');
    expect(programming.category).not.toHaveProperty('es.description');
  });

  it('gives the same answer to every language, so one cached copy serves them all', async () => {
    const spanish = await server.request('/catalog-api/categories/health', {
      headers: { 'Accept-Language': 'es-US' },
    });
    const english = await server.request('/catalog-api/categories/health');
    expect(spanish.headers.get('etag')).toBe(english.headers.get('etag'));
    expect(spanish.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
    const health = (await json(english)) as {
      es: unknown;
      products: { code: string; es?: { name: string } }[];
    };
    expect(health.es).toEqual({
      name: 'Salud',
      description: 'Ciencias y administración para carreras en el área de la salud.',
    });
    const names = new Map(health.products.map((p) => [p.code, p.es?.name]));
    expect(names.get('NUT201')).toBe('Nutrición humana');
    expect(names.get('HSC101')).toBeUndefined();
  });

  it('answers UIW’s program with its Spanish name and description, and its plan’s name', async () => {
    const [program] = (
      await get('/organization-api/institutions/degree-programs?code=UIW-RNBSN', { tenant: 'uiw' })
    ).body;
    expect(program.es).toEqual({
      name: 'Licenciatura en Ciencias de Enfermería (programa de finalización)',
      description: expect.stringContaining('Un programa en línea de RN a BSN') as unknown,
    });
    const learner = await signedInLearner(server, { email: 'spanish-plan@example.com' });
    const [plan] = (await get('/catalog-api/plans?code=UIW-RNBSN', asUser(learner.access_token)))
      .body;
    expect(plan).toMatchObject({ name: 'Monthly plan', es: { name: 'Plan mensual' } });
  });
});

describe('caching (docs/decisions/0014)', () => {
  it('lets browsers and CDNs keep public answers and revalidate them by ETag', async () => {
    for (const path of ['/catalog-api/categories', '/organization-api/schools']) {
      const first = await server.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(
        'public, max-age=60, s-maxage=300, stale-while-revalidate=60',
      );
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await server.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const other = await server.request('/catalog-api/categories/business', {
        headers: { 'If-None-Match': etag },
      });
      expect(other.status).toBe(200);
    }
  });

  it("never lets a cache keep a user's own answer or an error", async () => {
    const tokens = await signedInLearner(server, { email: 'cache-prereq@example.com' });
    const own = await server.request(
      '/catalog-api/degreeprograms/1/prerequisites/me',
      asUser(tokens.access_token),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('etag')).toBeNull();
    const missing = await server.request('/catalog-api/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});
