import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogCourseView,
  CatalogProgramView,
  DraftView,
  LiveCatalog,
  ProgramPreview,
} from '@portal/domain/catalog/catalog-editing';
import type { CourseEntry, ExamEntry, ProgramEntry } from '@portal/domain/catalog/catalog-entry';
import { COURSES } from '../../db/seed/catalog-data';
import { challengeExamEntries } from '../../db/seed/challenge-exam-data';
import { dashboardStudent, orderExam, PAID_EXAM } from '../../test/challenge-exams';
import { seedReferenceData } from '../../db/seed/seed-demo-data';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, PROGRAM_PRICE } from '../../test/enrolment';
import { readPdf } from '../../test/read-pdf';
import { staffCall } from '../../test/catalog-editor';
import { signedInDemoStaff, signedInStaffMember } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { RenderResult, ServerRenderer } from '../../web/server-render';

// Catalog editing over HTTP (docs/catalog-editing.md): drafts, their checks and diff, publishing
// now and at a set time, undo, the page cache, orders keeping their price, and who may do it.
// The renderer stands in for the web build: a course page shows the price the catalog API
// answers, a program page the name and price the organisation API answers, and it counts its
// renders, so a test can tell a forgotten page from a kept one.

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
    const programId = /\/program\/(\d+)/.exec(url)?.[1];
    const programs = async () =>
      (await (await fetch('/organization-api/institutions/degree-programs')).json()) as {
        id: number;
        name: string;
        price: number;
        es?: { name?: string };
      }[];
    const program = programId
      ? (await programs()).find((p) => p.id === Number(programId))
      : undefined;
    const price = id
      ? ((await (await fetch(`/catalog-api/products/${id}`)).json()) as { price: number }).price
      : (program?.price ?? null);
    return {
      kind: 'page',
      status: 200,
      html: `<main>${url} price=${price}${program ? ` name=${programName(program, url)}` : ''}</main>`,
      head: { title: url },
      state: {},
      islands: true,
    };
  },
};

/** A program's name as a page in the address's language shows it (docs/languages.md "The catalog"). */
const programName = (program: { name: string; es?: { name?: string } }, url: string) =>
  (/^\/es\//.test(url) ? program.es?.name : undefined) ?? program.name;

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

const call = (token: string, method: string, url: string, body?: unknown) =>
  staffCall(server, token, method, url, body);

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

  it('makes another running instance forget its cached pages at the commit, not at its next poll', async () => {
    const other = await startTestServer({ sharing: server, webDistDir, renderer });
    try {
      const page = async () => (await other.request(`/course/${CSC110}`)).text();
      const before = await publicPrice(CSC110);
      expect(await page()).toContain(`price=${before}`);
      const rendered = renders.length;
      expect(await page()).toContain(`price=${before}`);
      expect(renders.length).toBe(rendered);

      expect((await publish((await draftPrice(CSC110, before + 1_000)).id)).status).toBe(200);
      // The other instance polls every 30 s while it listens: only the notice can be this quick.
      await expect
        .poll(page, { timeout: 5_000, interval: 20 })
        .toContain(`price=${before + 1_000}`);
    } finally {
      await other.close();
    }
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

describe('Spanish texts (docs/catalog-editing.md "Spanish texts")', () => {
  const CSC230 = 5004;
  const UIW_RNBSN = 4;
  const spanishCourse = {
    name: 'Estructuras de datos',
    description: 'Listas, árboles y grafos en Python.',
  };

  it('are drafted, diffed, published to the storefront beside the English, and undone', async () => {
    const uneven = await draftChange(CSC230, (c) => ({ ...c, es: { topics: ['Listas'] } }));
    expect(uneven.status).toBe(400);
    expect((await json(uneven)).fields).toEqual([
      expect.objectContaining({ field: 'es.topics', code: 'validation.translatedTopics' }),
    ]);

    const response = await draftChange(CSC230, (c) => ({
      ...c,
      es: { ...spanishCourse, courseText: '  ' },
    }));
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    expect(draft.entries[0]!.fields).toEqual([
      { field: 'es.name', before: null, after: spanishCourse.name },
      { field: 'es.description', before: null, after: spanishCourse.description },
    ]);
    expect((await publish(draft.id, 'Spanish texts')).status).toBe(200);

    const read = (await json(await server.request(`/catalog-api/products/${CSC230}`))) as {
      name: string;
      topics: string[];
      es: unknown;
    };
    // What is not translated (the topics, the course text) has no Spanish: the page shows the English.
    expect(read.es).toEqual(spanishCourse);
    expect(read.name).toBe('Web Application Development');
    expect((await liveCourse(CSC230)).es).toEqual(spanishCourse);

    const [latest] = await history(CSC230);
    expect(latest).toMatchObject({ reason: 'Spanish texts' });
    const undone = await call(editor, 'POST', `/staff-api/catalog/courses/${CSC230}/undo`, {
      version: latest!.version,
      reason: 'Not reviewed yet',
    });
    expect(undone.status).toBe(200);
    const after = (await json(await server.request(`/catalog-api/products/${CSC230}`))) as object;
    expect(after).not.toHaveProperty('es');
  });

  it('go through export and import as the English fields do', async () => {
    const exported = await (
      await call(editor, 'GET', '/staff-api/catalog/file?name=courses/health.json')
    ).text();
    const seedFile = path.join(import.meta.dirname, '../../db/seed/catalog/courses/health.json');
    const courses = JSON.parse(exported) as CourseEntry[];
    const seeded = JSON.parse(await readFile(seedFile, 'utf8')) as CourseEntry[];
    // Key for key in the seed's order (jsonb keeps its own), as the rest of an entry is.
    expect(JSON.stringify(courses.map((c) => c.es))).toBe(JSON.stringify(seeded.map((c) => c.es)));
    const same = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'courses/health.json', content: courses }],
    });
    expect((await json(same)).global[0].code).toBe('CATALOG_DRAFT_EMPTY');

    const index = courses.findIndex((c) => c.code === 'HSC210');
    const changed = courses.map((c, i) =>
      i === index ? { ...c, es: { ...c.es, name: 'Fisiopatología I', description: '' } } : c,
    );
    const imported = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'courses/health.json', content: changed }],
    });
    expect(imported.status).toBe(201);
    const draft = (await json(imported)) as DraftView;
    expect(draft.entries.map((e) => e.fields.map((f) => [f.field, f.after]))).toEqual([
      [
        ['es.name', 'Fisiopatología I'],
        ['es.description', null],
      ],
    ]);
    expect(
      (await call(editor, 'POST', `/staff-api/catalog/drafts/${draft.id}/discard`)).status,
    ).toBe(200);
  });

  it('show on the Spanish program page once published, the English page keeping its name', async () => {
    const page = async (url: string) => (await server.request(url, { tenant: 'uiw' })).text();
    const english = 'Bachelor of Science in Nursing Completion';
    expect(await page(`/es/program/${UIW_RNBSN}`)).toContain(
      'name=Licenciatura en Ciencias de Enfermería (programa de finalización)<',
    );
    expect(await page(`/program/${UIW_RNBSN}`)).toContain(`name=${english}<`);

    const seeded = await liveProgram(UIW_RNBSN);
    const response = await draftProgram(UIW_RNBSN, (p) => ({
      ...p,
      es: { name: 'Enfermería (BSN)' },
    }));
    expect(response.status).toBe(200);
    expect((await publish(((await json(response)) as DraftView).id, 'Shorter')).status).toBe(200);

    const [offered] = (await json(
      await server.request('/organization-api/institutions/degree-programs?code=UIW-RNBSN', {
        tenant: 'uiw',
      }),
    )) as { name: string; description: string; es: unknown }[];
    // The Spanish description was taken out: a Spanish page shows the English one, with its note.
    expect(offered).toMatchObject({ name: english, es: { name: 'Enfermería (BSN)' } });
    expect(offered!.es).not.toHaveProperty('description');
    expect(await page(`/es/program/${UIW_RNBSN}`)).toContain('name=Enfermería (BSN)<');
    expect(await page(`/program/${UIW_RNBSN}`)).toContain(`name=${english}<`);

    const [latest] = (await programView(UIW_RNBSN)).history;
    const undone = await call(editor, 'POST', `/staff-api/catalog/programs/${UIW_RNBSN}/undo`, {
      version: latest!.version,
      reason: 'Keep the full name',
    });
    expect(((await json(undone)) as CatalogProgramView).entry).toEqual(seeded);
    expect(await page(`/es/program/${UIW_RNBSN}`)).toContain(
      'name=Licenciatura en Ciencias de Enfermería (programa de finalización)<',
    );
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
      'programs.json',
      'challenge-exams.json',
      'payment-plans.json',
      'promotions.json',
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

const NOC_AAGS = 1;
const PSC_CSP = 8;
const SEED_PROGRAMS = path.join(import.meta.dirname, '../../db/seed/catalog/programs.json');

async function liveProgram(id: number): Promise<ProgramEntry> {
  const live = (await json(await call(editor, 'GET', '/staff-api/catalog'))) as LiveCatalog;
  return live.programs.find((p) => p.id === id)!;
}

const programFields = ({ id: _id, ...fields }: ProgramEntry) => fields;

async function draftProgram(id: number, change: (program: ProgramEntry) => ProgramEntry) {
  return call(editor, 'PUT', `/staff-api/catalog/drafts/programs/${id}`, {
    ...programFields(change(await liveProgram(id))),
  });
}

const programView = async (id: number) =>
  (await json(
    await call(editor, 'GET', `/staff-api/catalog/programs/${id}`),
  )) as CatalogProgramView;

const storefrontCourses = async (id: number) => {
  const response = await server.request(`/catalog-api/degreeprograms/${id}/courses`);
  return response.status === 200
    ? ((await json(response)) as { code: string }[]).map((c) => c.code)
    : response.status;
};

const versionCount = async () =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_versions`,
    )
  )[0]!.n;

describe('programs', () => {
  it('come from the seed as version 1, and export as the seed’s programs.json', async () => {
    const { history } = await programView(NOC_AAGS);
    expect(history).toEqual([
      expect.objectContaining({ source: 'seed', created: true, publishedBy: null }),
    ]);
    const download = await call(editor, 'GET', '/staff-api/catalog/file?name=programs.json');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="programs.json"',
    );
    const text = await download.text();
    expect(text).toMatch(/^\[\n {2}\{\n {4}"id": 1,\n {4}"name": "Associate of Arts/);
    expect(JSON.parse(text)).toEqual(JSON.parse(await readFile(SEED_PROGRAMS, 'utf8')));
  });

  it.each([
    [
      'a price of -1',
      (p: ProgramEntry) => ({ ...p, priceCents: -1 }),
      'priceCents',
      'validation.priceCents',
    ],
    [
      'another program’s enrolment code',
      (p: ProgramEntry) => ({ ...p, enrollmentCode: 'NOC-BSBA' }),
      'enrollmentCode',
      'validation.duplicateEnrollmentCode',
    ],
    [
      'the enrolment code a tenant’s site offers it by',
      (p: ProgramEntry) => ({ ...p, enrollmentCode: 'NOC-AAGS-2' }),
      'enrollmentCode',
      'validation.offeredProgram',
    ],
    [
      'a course the catalog lacks',
      (p: ProgramEntry) => ({ ...p, courses: [...p.courses, 'ZZZ999'] }),
      'courses.12',
      'validation.unknownCourse',
    ],
    [
      'a course listed twice',
      (p: ProgramEntry) => ({ ...p, courses: [...p.courses, 'ORI001'] }),
      'courses.12',
      'validation.duplicateListItem',
    ],
    [
      'a school the organisation lacks',
      (p: ProgramEntry) => ({ ...p, schoolId: 999 }),
      'schoolId',
      'validation.unknownSchool',
    ],
  ])('refuses %s, naming the field, and saves nothing', async (_, change, field, code) => {
    const before = await queryRows(
      server.database.db,
      sql`select count(*)::int as n from catalog_drafts`,
    );
    const response = await draftProgram(NOC_AAGS, change);
    expect(response.status).toBe(400);
    // Taking another program's code also leaves that one sharing it, and loses this one's: each named.
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, code })]),
    );
    expect(
      await queryRows(server.database.db, sql`select count(*)::int as n from catalog_drafts`),
    ).toEqual(before);
  });

  it('refuses renaming a course a program lists, naming the program', async () => {
    const place = (await liveProgram(PSC_CSP)).courses.indexOf('CSC110');
    const response = await draftChange(CSC110, (c) => ({ ...c, code: 'CSC111' }));
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: `programs.${PSC_CSP}.courses.${place}`,
          code: 'validation.unknownCourse',
        }),
        // CSC110's challenge exam too.
        expect.objectContaining({ field: 'exams.105001.course', code: 'validation.unknownCourse' }),
      ]),
    );
  });

  it('publishes a change the storefront’s program API and page show, kept as a version, undone by one', async () => {
    const page = async (url: string) => (await server.request(url)).text();
    const seeded = await liveProgram(NOC_AAGS);
    expect(await page(`/program/${NOC_AAGS}`)).toContain(
      'price=29900 name=Associate of Arts in General Studies',
    );
    // The sitemap names a program's page by its name's slug (docs/page-serving.md).
    expect(await page('/sitemap.xml')).toContain('/program/associate-of-arts-in-general-studies<');
    const [first, second, ...rest] = seeded.courses;
    const response = await draftProgram(NOC_AAGS, (p) => ({
      ...p,
      name: 'Associate of Arts',
      priceCents: 31_900,
      courses: [second!, first!, ...rest],
    }));
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    expect(draft.entries).toEqual([
      expect.objectContaining({
        kind: 'program',
        id: NOC_AAGS,
        label: 'NOC-AAGS Associate of Arts',
        created: false,
        fields: [
          {
            field: 'name',
            before: 'Associate of Arts in General Studies',
            after: 'Associate of Arts',
          },
          { field: 'priceCents', before: 29_900, after: 31_900 },
          { field: 'courses', before: seeded.courses, after: [second, first, ...rest] },
        ],
      }),
    ]);
    expect(await storefrontCourses(NOC_AAGS)).toEqual(seeded.courses);

    const published = await publish(draft.id, 'New study order');
    expect(published.status).toBe(200);
    expect(await storefrontCourses(NOC_AAGS)).toEqual([second, first, ...rest]);
    const offered = (await json(
      await server.request('/organization-api/institutions/degree-programs'),
    )) as { id: number; name: string; price: number }[];
    // Sold on its plan, the program is shown at the plan's price, which its own does not move.
    expect(offered.find((p) => p.id === NOC_AAGS)).toMatchObject({
      name: 'Associate of Arts',
      price: 29_900,
    });
    // The program page read the organisation API: forgotten, and rendered anew.
    expect(await page(`/program/${NOC_AAGS}`)).toContain('price=29900 name=Associate of Arts<');
    // So did the sitemap: the program's page is at its new name's address.
    const sitemap = await page('/sitemap.xml');
    expect(sitemap).toContain('/program/associate-of-arts<');
    expect(sitemap).not.toContain('/program/associate-of-arts-in-general-studies<');

    const [latest] = (await programView(NOC_AAGS)).history;
    expect(latest).toMatchObject({ source: 'editor', reason: 'New study order' });
    const undo = await call(editor, 'POST', `/staff-api/catalog/programs/${NOC_AAGS}/undo`, {
      version: latest!.version,
      reason: 'Keep the old order',
    });
    expect(undo.status).toBe(200);
    const view = (await json(undo)) as CatalogProgramView;
    expect(view.entry).toEqual(seeded);
    expect(view.history[0]).toMatchObject({ source: 'undo', undoes: latest!.version });
    expect(await storefrontCourses(NOC_AAGS)).toEqual(seeded.courses);
  });

  it('takes a new program with an id of its own, previews its page, and publishes it', async () => {
    const response = await call(editor, 'POST', '/staff-api/catalog/drafts/programs', {
      name: 'Bachelor of Data Science',
      enrollmentCode: 'PSC-BSDS',
      schoolId: 4,
      description: 'Statistics, programming and data.',
      priceCents: 45_900,
      courses: ['ORI001', 'CSC110', 'CSC120'],
    });
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    const [entry] = draft.entries;
    expect(entry).toMatchObject({ kind: 'program', created: true });
    expect(entry!.id).toBeGreaterThan(100);
    const preview = (await json(
      await call(
        editor,
        'GET',
        `/staff-api/catalog/drafts/${draft.id}/programs/${entry!.id}/preview`,
      ),
    )) as ProgramPreview;
    expect(preview.program).toMatchObject({ name: 'Bachelor of Data Science', price: 45_900 });
    expect(preview.courses.map((c) => c.code)).toEqual(['ORI001', 'CSC110', 'CSC120']);
    expect(await storefrontCourses(entry!.id)).toBe(404);

    expect((await publish(draft.id, 'A new program')).status).toBe(200);
    expect(await storefrontCourses(entry!.id)).toEqual(['ORI001', 'CSC110', 'CSC120']);
    // No tenant offers it yet, so its code may still change.
    const renamed = await draftProgram(entry!.id, (p) => ({ ...p, enrollmentCode: 'PSC-BDS' }));
    expect(renamed.status).toBe(200);
  });

  it('imports programs.json as a draft of what differs, and a start never writes over it', async () => {
    const programs = (await json(
      await call(editor, 'GET', '/staff-api/catalog/file?name=programs.json'),
    )) as ProgramEntry[];
    const same = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'programs.json', content: programs }],
    });
    expect((await json(same)).global[0].code).toBe('CATALOG_DRAFT_EMPTY');
    const changed = programs.map((p) =>
      p.id === PSC_CSP ? { ...p, description: 'Software, systems and theory.' } : p,
    );
    const imported = await call(editor, 'POST', '/staff-api/catalog/imports', {
      files: [{ name: 'programs.json', content: changed }],
    });
    expect(imported.status).toBe(201);
    const draft = (await json(imported)) as DraftView;
    expect(draft.entries.map((e) => [e.kind, e.id, e.fields.map((f) => f.field)])).toEqual([
      ['program', PSC_CSP, ['description']],
    ]);
    expect((await publish(draft.id, 'Imported')).status).toBe(200);

    const versions = await versionCount();
    await seedReferenceData(server.database.db);
    expect(await versionCount()).toBe(versions);
    expect((await liveProgram(PSC_CSP)).description).toBe('Software, systems and theory.');
  });
});

describe('challenge exams', () => {
  const draftExam = (id: number, fields: Omit<ExamEntry, 'id'>) =>
    call(editor, 'PUT', `/staff-api/catalog/drafts/exams/${id}`, fields);
  const publicExamPrice = async (productId: number) =>
    (
      (await json(await server.request('/catalog-api/challenge-exams'))) as {
        productId: number;
        price: number;
      }[]
    ).find((e) => e.productId === productId)?.price;

  it('come from the seed, and export as challenge-exams.json', async () => {
    const download = await call(editor, 'GET', '/staff-api/catalog/file?name=challenge-exams.json');
    expect(JSON.parse(await download.text())).toEqual(challengeExamEntries(COURSES));
  });

  it.each([
    [
      'a course the catalog lacks',
      { course: 'ZZZ999', priceCents: 4_900 },
      'validation.unknownCourse',
    ],
    [
      'a course that has an exam already',
      { course: 'ACC201', priceCents: 4_900 },
      'validation.duplicateExam',
    ],
  ])('refuses an exam of %s', async (_, fields, code) => {
    const response = await draftExam(PAID_EXAM.productId, fields);
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'course', code })]),
    );
  });

  it('publishes a new price the storefront shows, while an order already placed keeps its own', async () => {
    const student = await dashboardStudent(server);
    const placed = await json(await orderExam(server, student.token, PAID_EXAM.productId));
    expect(placed).toMatchObject({ total: PAID_EXAM.price });
    const order = async () =>
      json(
        await server.request(
          `/ledger-api/orders/challenge-exam/${PAID_EXAM.productId}`,
          asUser(student.token),
        ),
      );
    const before = await order();

    const response = await draftExam(PAID_EXAM.productId, { course: 'BUS101', priceCents: 5_900 });
    expect(response.status).toBe(200);
    const draft = (await json(response)) as DraftView;
    expect(draft.entries).toEqual([
      expect.objectContaining({
        kind: 'exam',
        label: 'BUS101 Challenge Exam',
        fields: [{ field: 'priceCents', before: 4_900, after: 5_900 }],
      }),
    ]);
    expect((await publish(draft.id, 'Exam fees 2027')).status).toBe(200);
    expect(await publicExamPrice(PAID_EXAM.productId)).toBe(5_900);
    expect(await order()).toEqual(before);
    expect(before).toMatchObject({ total: 4_900 });
  });
});

describe('a data folder seeded before programs, exams, plans and promotions were versioned', () => {
  it('publishes nothing when their rows match the files, and keeps its rows', async () => {
    const older = await startTestServer();
    try {
      const { db } = older.database;
      // As before these kinds joined the editing: rows from the seed, but no version of them.
      await db.execute(
        sql`alter table catalog_version_entries disable trigger catalog_version_entries_append_only`,
      );
      await db.execute(
        sql`delete from catalog_version_entries where kind in ('program', 'exam', 'plan', 'promotion')`,
      );
      await db.execute(
        sql`alter table catalog_version_entries enable trigger catalog_version_entries_append_only`,
      );
      const count = async () =>
        (
          await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_versions`)
        )[0]!.n;
      const versions = await count();
      await seedReferenceData(db);
      expect(await count()).toBe(versions);
      const programs = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from degree_program_courses where degree_program_id = 8`,
      );
      expect(programs[0]!.n).toBe(13);
    } finally {
      await older.close();
    }
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
      const program = await call(
        token,
        'PUT',
        `/staff-api/catalog/drafts/programs/${NOC_AAGS}`,
        programFields(await liveProgram(NOC_AAGS)),
      );
      expect(program.status).toBe(403);
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
