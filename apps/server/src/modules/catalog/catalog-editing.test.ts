import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogCourseView,
  DraftView,
  LiveCatalog,
} from '@portal/domain/catalog/catalog-editing';
import type { CourseEntry } from '@portal/domain/catalog/catalog-entry';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, PROGRAM_PRICE } from '../../test/enrolment';
import { readPdf } from '../../test/read-pdf';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { RenderResult, ServerRenderer } from '../../web/server-render';

// Catalog editing over HTTP (docs/catalog-editing.md): drafts, their checks and diff, publishing
// now and at a set time, undo, the page cache, orders keeping their price, and who may do it.
// The renderer stands in for the web build: a course page shows the price the catalog API
// answers, and counts its renders, so a test can tell a forgotten page from a kept one.

const HCA101 = 3010;
const CSC110 = 5001;

let webDistDir: string;
let server: TestServer;
let editor: string;
const renders: string[] = [];

const renderer: ServerRenderer = {
  async render({ url, fetch }): Promise<RenderResult> {
    renders.push(url);
    const id = /\/course\/(\d+)/.exec(url)?.[1];
    const price = id
      ? ((await (await fetch(`/catalog-api/products/${id}`)).json()) as { price: number }).price
      : null;
    return {
      kind: 'page',
      status: 200,
      html: `<main>${url} price=${price}</main>`,
      head: { title: url },
      state: {},
      islands: true,
    };
  },
};

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'catalog-editing-'));
  await mkdir(path.join(webDistDir, 'assets'));
  const page = `<!doctype html><html><head><!--tenant-head--></head><body><div id="root"><!--app-html--></div></body></html>`;
  await writeFile(path.join(webDistDir, 'index.html'), page);
  await writeFile(path.join(webDistDir, 'islands.html'), page);
  server = await startTestServer({
    withJobs: true,
    webDistDir,
    renderer,
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
  });
  editor = await signedInDemoStaff(server, 'catalog@staff.demo.test');
});
afterAll(async () => {
  await server?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

function call(token: string, method: string, url: string, body?: unknown) {
  const { headers } = staffBearer(token);
  return server.request(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function liveCourse(id: number): Promise<CourseEntry> {
  const live = (await json(await call(editor, 'GET', '/staff-api/catalog'))) as LiveCatalog;
  return live.courses.find((c) => c.id === id)!;
}

const fieldsOf = ({ id: _id, ...fields }: CourseEntry) => fields;

/** Saves `course` (changed by `change`) into a new draft; answers the response. */
async function draftChange(id: number, change: (course: CourseEntry) => CourseEntry) {
  return call(editor, 'PUT', `/staff-api/catalog/drafts/courses/${id}`, {
    ...fieldsOf(change(await liveCourse(id))),
  });
}

async function draftPrice(id: number, priceCents: number): Promise<DraftView> {
  const response = await draftChange(id, (c) => ({ ...c, priceCents }));
  expect(response.status).toBe(200);
  return (await json(response)) as DraftView;
}

const publish = (draftId: string, reason = 'Price review 2027') =>
  call(editor, 'POST', `/staff-api/catalog/drafts/${draftId}/publication`, { reason });

const publicPrice = async (id: number) =>
  ((await json(await server.request(`/catalog-api/products/${id}`))) as { price: number }).price;

const history = async (id: number) =>
  ((await json(await call(editor, 'GET', `/staff-api/catalog/courses/${id}`))) as CatalogCourseView)
    .history;

describe('a draft', () => {
  it('is saved apart from what is live, with its diff against it, field by field', async () => {
    const draft = await draftPrice(CSC110, 7_450);
    expect(draft).toMatchObject({ status: 'draft', source: 'editor' });
    expect(draft.createdBy).toBe('catalog@staff.demo.test');
    expect(draft.entries).toEqual([
      expect.objectContaining({
        kind: 'course',
        id: CSC110,
        label: 'CSC110 Programming Fundamentals',
        created: false,
        stale: false,
        fields: [{ field: 'priceCents', before: 6_945, after: 7_450 }],
      }),
    ]);
    expect(draft.problems).toEqual([]);
    expect(await publicPrice(CSC110)).toBe(6_945);
  });

  it.each([
    [
      'a price of -1',
      (c: CourseEntry) => ({ ...c, priceCents: -1 }),
      'priceCents',
      'validation.priceCents',
    ],
    [
      'another course’s code',
      (c: CourseEntry) => ({ ...c, code: 'CSC120' }),
      'code',
      'validation.duplicateCode',
    ],
    [
      'weights adding to 90',
      (c: CourseEntry) => ({
        ...c,
        details: { ...c.details, gradingCriteria: [{ item: 'Exam', weightPercent: 90 }] },
      }),
      'details.gradingCriteria',
      'validation.gradingTotal',
    ],
    [
      'an unknown prerequisite',
      (c: CourseEntry) => ({ ...c, details: { ...c.details, prerequisites: ['ZZZ999'] } }),
      'details.prerequisites.0',
      'validation.unknownPrerequisite',
    ],
    [
      'a subcategory of another category',
      (c: CourseEntry) => ({ ...c, subcategory: 'nursing' }),
      'subcategory',
      'validation.unknownSubcategory',
    ],
  ])('refuses %s, naming the field, and saves nothing', async (_, change, field, code) => {
    const before = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_drafts`,
    );
    const response = await draftChange(CSC110, change);
    expect(response.status).toBe(400);
    // Renaming CSC110 also leaves the courses that need it without their prerequisite: each named.
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
    expect(
      await queryRows(server.database.db, sql`select count(*)::int as n from catalog_drafts`),
    ).toEqual(before);
  });

  it('takes a new course, which gets an id of its own, and previews it as a visitor will see it', async () => {
    const base = fieldsOf(await liveCourse(CSC110));
    const response = await call(editor, 'POST', '/staff-api/catalog/drafts/courses', {
      ...base,
      code: 'CSC199',
      name: 'Programming Studio',
      details: { ...base.details, prerequisites: ['CSC110'] },
    });
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    const [entry] = draft.entries;
    expect(entry).toMatchObject({ created: true, label: 'CSC199 Programming Studio' });
    expect(entry!.id).toBeGreaterThan(10_000);
    const preview = await json(
      await call(
        editor,
        'GET',
        `/staff-api/catalog/drafts/${draft.id}/courses/${entry!.id}/preview`,
      ),
    );
    expect(preview).toMatchObject({
      code: 'CSC199',
      price: 6_945,
      category: { slug: 'cs' },
      subcategory: { slug: 'programming' },
      prerequisites: [{ id: CSC110, code: 'CSC110', name: 'Programming Fundamentals' }],
    });
    expect((await server.request(`/catalog-api/products/${entry!.id}`)).status).toBe(404);
  });
});

describe('publishing', () => {
  it('makes the storefront show the change, forgets the pages that read the catalog, and keeps a version', async () => {
    const page = async (url: string) => (await server.request(url)).text();
    expect(await page(`/course/${HCA101}`)).toContain('price=6945');
    expect(await page('/about-us')).toContain('price=null');
    const rendered = renders.length;
    expect(await page(`/course/${HCA101}`)).toContain('price=6945');
    expect(renders.length).toBe(rendered);

    const draft = await draftPrice(HCA101, 7_945);
    const response = await publish(draft.id);
    expect(response.status).toBe(200);
    const published = (await json(response)) as DraftView;
    expect(published).toMatchObject({ status: 'published', reason: 'Price review 2027' });
    expect(published.entries[0]!.fields).toEqual([
      { field: 'priceCents', before: 6_945, after: 7_945 },
    ]);

    expect(await publicPrice(HCA101)).toBe(7_945);
    expect(await page(`/course/${HCA101}`)).toContain('price=7945');
    // The page that read nothing of the catalog is still the one rendered before.
    expect(renders.filter((url) => url === '/about-us')).toHaveLength(1);
    await page('/about-us');
    expect(renders.filter((url) => url === '/about-us')).toHaveLength(1);

    const [latest, first] = await history(HCA101);
    expect(latest).toMatchObject({
      version: published.version,
      publishedBy: 'catalog@staff.demo.test',
      reason: 'Price review 2027',
      source: 'editor',
      created: false,
      fields: [{ field: 'priceCents', before: 6_945, after: 7_945 }],
    });
    expect(first).toMatchObject({ source: 'seed', created: true, publishedBy: null });
    const [audit] = await queryRows<{ action: string; reason: string; actor_email: string }>(
      server.database.db,
      sql`select action, reason, actor_email from audit_log
          where subject_kind = 'catalog_version' and subject_id = ${String(published.version)}`,
    );
    expect(audit).toEqual({
      action: 'catalog.published',
      reason: 'Price review 2027',
      actor_email: 'catalog@staff.demo.test',
    });
    expect((await publish(draft.id)).status).toBe(409);
  });

  it('refuses a draft of an entry someone published since, so theirs is not undone', async () => {
    const mine = await draftChange(4_001, (c) => ({ ...c, name: `${c.name} (online)` }));
    const theirs = await draftPrice(4_001, 5_000);
    expect((await publish(theirs.id)).status).toBe(200);
    const { id } = (await json(mine)) as DraftView;
    const again = (await json(
      await call(editor, 'GET', `/staff-api/catalog/drafts/${id}`),
    )) as DraftView;
    expect(again.entries[0]!.stale).toBe(true);
    const refused = await publish(id);
    expect(refused.status).toBe(409);
    expect((await json(refused)).global[0].code).toBe('CATALOG_DRAFT_STALE');
  });

  it('never changes an order already placed: the order, its payment and its receipt keep their price', async () => {
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const read = async () => {
      const order = await json(
        await server.request('/ledger-api/orders/degreeprogram', asUser(learner.token)),
      );
      const payments = await json(
        await server.request('/ledger-api/payment/history', asUser(learner.token)),
      );
      const pdf = await server.request(
        `/ledger-api/orders/${learner.orderId}/pdf`,
        asUser(learner.token),
      );
      const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      return { order, payments, receipt: text };
    };
    const before = await read();
    expect(before.order.total).toBe(PROGRAM_PRICE);
    expect(before.payments[0].amount ?? before.payments[0].amountCents).toBeDefined();
    expect(before.receipt).toContain('$69.45');

    // A course of the program (HCA210), sold at the order's very price, changes price.
    const courseOfProgram = 3_011;
    const draft = await draftPrice(courseOfProgram, 12_345);
    expect((await publish(draft.id, 'New tuition')).status).toBe(200);
    expect(await publicPrice(courseOfProgram)).toBe(12_345);
    expect(await read()).toEqual(before);
  });
});

describe('undo', () => {
  it('publishes the version before the latest as a new version, and never twice', async () => {
    const draft = await draftPrice(2_001, 8_000);
    expect((await publish(draft.id)).status).toBe(200);
    const [latest] = await history(2_001);
    const undo = (version: number) =>
      call(editor, 'POST', `/staff-api/catalog/courses/2001/undo`, {
        version,
        reason: 'Wrong course',
      });
    const response = await undo(latest!.version);
    expect(response.status).toBe(200);
    const view = (await json(response)) as CatalogCourseView;
    expect(view.entry.priceCents).toBe(6_945);
    expect(view.history).toHaveLength(3);
    expect(view.history[0]).toMatchObject({
      source: 'undo',
      undoes: latest!.version,
      reason: 'Wrong course',
      fields: [{ field: 'priceCents', before: 8_000, after: 6_945 }],
    });
    expect(view.history[1]).toEqual(latest);
    expect(await publicPrice(2_001)).toBe(6_945);

    const twice = await undo(latest!.version);
    expect(twice.status).toBe(409);
    expect((await json(twice)).global[0].code).toBe('CATALOG_VERSION_NOT_LATEST');
    const seeded = (await history(2_002))[0]!;
    const nothing = await call(editor, 'POST', '/staff-api/catalog/courses/2002/undo', {
      version: seeded.version,
      reason: 'Try',
    });
    expect((await json(nothing)).global[0].code).toBe('CATALOG_NOTHING_TO_UNDO');
    const [audit] = await queryRows<{ action: string }>(
      server.database.db,
      sql`select action from audit_log where action = 'catalog.undone'`,
    );
    expect(audit).toBeDefined();
  });
});

describe('publishing at a set time', () => {
  it('is done by the job once, by whichever of two instances takes the minute', async () => {
    const other = await startTestServer({ withJobs: true, sharing: server });
    try {
      const draft = await draftPrice(1_001, 7_777);
      const at = new Date(server.clock.now().getTime() + 10 * 60_000);
      at.setUTCSeconds(0, 0);
      const past = await call(editor, 'PUT', `/staff-api/catalog/drafts/${draft.id}/schedule`, {
        reason: 'From the spring term',
        publishAt: new Date(server.clock.now().getTime() - 60_000).toISOString(),
      });
      expect((await json(past)).fields).toEqual([
        expect.objectContaining({ field: 'publishAt', code: 'validation.publishAtPast' }),
      ]);
      const scheduled = await call(
        editor,
        'PUT',
        `/staff-api/catalog/drafts/${draft.id}/schedule`,
        {
          reason: 'From the spring term',
          publishAt: at.toISOString(),
        },
      );
      expect(await json(scheduled)).toMatchObject({
        status: 'scheduled',
        publishAt: at.toISOString(),
      });

      server.clock.set(new Date(at.getTime() - 60_000));
      await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
      server.clock.set(at);
      await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
      const status = async () =>
        (
          (await json(
            await call(editor, 'GET', `/staff-api/catalog/drafts/${draft.id}`),
          )) as DraftView
        ).status;
      await expect.poll(status, { timeout: 20_000, interval: 100 }).toBe('published');
      expect(await publicPrice(1_001)).toBe(7_777);
      server.clock.set(new Date(at.getTime() + 60_000));
      await Promise.all([server.jobs!.tick(), other.jobs!.tick()]);
      const versions = await queryRows<{ published_by_email: string; reason: string }>(
        server.database.db,
        sql`select published_by_email, reason from catalog_versions where draft_id = ${draft.id}`,
      );
      expect(versions).toEqual([
        { published_by_email: 'catalog@staff.demo.test', reason: 'From the spring term' },
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('import and export', () => {
  it('exports the live catalog as the seed’s files, and imports one changed as a draft', async () => {
    const listed = (await json(await call(editor, 'GET', '/staff-api/catalog'))) as LiveCatalog;
    expect(listed.files).toEqual([
      'categories.json',
      'courses/business.json',
      'courses/teaching.json',
      'courses/health.json',
      'courses/it.json',
      'courses/cs.json',
    ]);
    const download = await call(editor, 'GET', '/staff-api/catalog/file?name=courses/cs.json');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="courses-cs.json"',
    );
    const text = await download.text();
    expect(text).toMatch(/^\[\n {2}\{\n {4}"id": 5001,\n {4}"code": "CSC110",/);
    const courses = JSON.parse(text) as CourseEntry[];

    const same = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'courses/cs.json', content: courses }],
    });
    expect((await json(same)).global[0].code).toBe('CATALOG_DRAFT_EMPTY');

    const broken = courses.map((c, i) => (i === 2 ? { ...c, priceCents: -1 } : c));
    const refused = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'courses/cs.json', content: broken }],
    });
    expect((await json(refused)).fields).toEqual([
      expect.objectContaining({
        field: 'courses/cs.json:2.priceCents',
        code: 'validation.priceCents',
      }),
    ]);

    const changed = courses.map((c, i) => (i === 2 ? { ...c, name: 'Data Structures I' } : c));
    const imported = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'courses/cs.json', content: changed }],
    });
    expect(imported.status).toBe(201);
    const draft = (await json(imported)) as DraftView;
    expect(draft.source).toBe('import');
    expect(draft.entries.map((e) => [e.id, e.fields.map((f) => f.field)])).toEqual([
      [courses[2]!.id, ['name']],
    ]);
  });
});

describe('who may edit the catalog', () => {
  it('refuses other staff, a catalog editor scoped to some tenants, and students', async () => {
    const support = await signedInDemoStaff(server, 'support@staff.demo.test');
    const scoped = await signedInStaffMember(server, {
      email: 'catalog-fhsu@staff.demo.test',
      name: 'Scoped Catalog',
      roles: ['catalog_editor'],
      scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    const student = await signedInLearner(server, { email: 'catalog-student@example.test' });
    const course = fieldsOf(await liveCourse(CSC110));
    for (const token of [support, scoped]) {
      expect((await call(token, 'GET', '/staff-api/catalog')).status).toBe(403);
      const refused = await call(
        token,
        'PUT',
        `/staff-api/catalog/drafts/courses/${CSC110}`,
        course,
      );
      expect(refused.status).toBe(403);
      expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');
    }
    const asStudent = await server.request(`/staff-api/catalog/drafts/courses/${CSC110}`, {
      ...asUser(student.access_token),
      method: 'PUT',
      headers: {
        ...(asUser(student.access_token).headers as Record<string, string>),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(course),
    });
    expect(asStudent.status).toBe(401);
    const [drafts] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_drafts where created_by_email <> 'catalog@staff.demo.test'`,
    );
    expect(drafts!.n).toBe(0);
  });
});
