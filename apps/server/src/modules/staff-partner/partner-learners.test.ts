import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json, signedInLearner } from '../../test/accounts';
import { dashboardStudent } from '../../test/challenge-exams';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// A partner school's staff (docs/staff-console.md "Partner schools"): fhsu's learners, the
// transcripts they send to FHSU, and nothing of another tenant's, whichever way it is asked.

const FHSU_BGS = 3; // the degree program of Fort Hays State University (FHSU-BGS)
const FHSU_INSTITUTION = 2;
const UIW_INSTITUTION = 3;

let server: TestServer;
let partner: string;
let uiwPartner: string;
let registrar: string;
/** Every learner this file makes has it in their e-mail, so a search by it finds only them. */
const tag = `pl${randomUUID().slice(0, 8)}`;

const db = () => server.database.db;
const staffGet = (token: string, path: string) => server.request(path, staffBearer(token));
const staffPost = (token: string, path: string, body: unknown) =>
  server.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Learner {
  id: string;
  email: string;
}

/** A learner of `tenant` named as given, with a program, a membership and courses as given. */
async function learner(
  tenant: string,
  name: { first: string; last: string },
  with_: {
    membership?: 'pending' | 'enabled' | 'expired';
    courses?: { status: string; completed: number; required: number; grade: number | null }[];
  } = {},
): Promise<Learner & { token: string }> {
  const email = `${tag}-${name.first.toLowerCase()}-${randomUUID().slice(0, 4)}@example.test`;
  const { access_token: token } = await signedInLearner(server, { email, tenant });
  const [user] = await queryRows<{ id: string }>(
    db(),
    sql`update users set first_name = ${name.first}, last_name = ${name.last},
          degree_program_id = ${FHSU_BGS}
        where tenant_id = ${tenant} and email = ${email} returning id`,
  );
  const id = user!.id;
  if (with_.membership) {
    await queryRows(
      db(),
      sql`insert into memberships (tenant_id, user_id, status) values (${tenant}, ${id}, ${with_.membership})
          on conflict (tenant_id, user_id) do update set status = ${with_.membership}`,
    );
  }
  const products = await queryRows<{ id: number }>(
    db(),
    sql`select id from products where code not in ('ORI001', 'ACA101', 'PACA101') order by id limit 4`,
  );
  for (const [i, course] of (with_.courses ?? []).entries()) {
    await queryRows(
      db(),
      sql`insert into coursework_enrollments
            (tenant_id, user_id, product_id, enrollment_status, completed, required_items_count,
             completed_items_count, grade_percent)
          values (${tenant}, ${id}, ${products[i]!.id}, ${course.status},
                  ${course.completed === course.required}, ${course.required}, ${course.completed},
                  ${course.grade})`,
    );
  }
  return { id, email, token };
}

/** A transcript request of the learner's, already sent, to `institutionId`. */
async function sentTranscript(
  tenant: string,
  learnerId: string,
  institutionId: number | null,
): Promise<number> {
  const at = server.clock.now();
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into transcript_requests
          (tenant_id, user_id, idempotency_key, destination, recipient_name, institution_id,
           courses, status, requested_at, sent_at)
        values (${tenant}, ${learnerId}, ${randomUUID()}, 'TARGET_INSTITUTION',
                'Fort Hays State University', ${institutionId},
                ${JSON.stringify([{ courseId: 1, productId: 1, courseName: 'Statistics', courseCode: 'STAT101' }])}::jsonb,
                'SENT', ${at}, ${at})
        returning id`,
  );
  return Number(row!.id);
}

async function auditActions(actor: string, since: number) {
  return queryRows<{
    action: string;
    subject_kind: string;
    subject_id: string;
    tenant_id: string | null;
    after: Record<string, unknown> | null;
  }>(
    db(),
    sql`select action, subject_kind, subject_id, tenant_id, after from audit_log
        where actor_email = ${actor} and seq > ${since} order by seq`,
  );
}

const lastSeq = async () =>
  Number(
    (await queryRows<{ seq: number | null }>(db(), sql`select max(seq) as seq from audit_log`))[0]!
      .seq ?? 0,
  );

let ada: Learner;
let bob: Learner;
let cyd: Learner;
let uiwLearner: Learner;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  partner = await signedInDemoStaff(server, 'partner@staff.demo.test');
  uiwPartner = await signedInStaffMember(server, {
    email: 'uiw-partner@staff.example.test',
    name: 'Uma Uiw',
    roles: ['partner_staff'],
    scope: { kind: 'tenants', tenantIds: ['uiw'] },
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
  registrar = await signedInDemoStaff(server, 'registrar@staff.demo.test');
  ada = await learner(
    'fhsu',
    { first: 'Ada', last: 'Lovelace' },
    {
      membership: 'enabled',
      courses: [
        { status: 'COMPLETED', completed: 4, required: 4, grade: 92 },
        { status: 'ENABLED', completed: 1, required: 5, grade: null },
        { status: 'DISABLED', completed: 0, required: 6, grade: null },
      ],
    },
  );
  bob = await learner('fhsu', { first: 'Bob', last: 'Babbage' }, { membership: 'expired' });
  cyd = await learner('fhsu', { first: 'Cyd', last: 'Curie' });
  uiwLearner = await learner(
    'uiw',
    { first: 'Uli', last: 'Able' },
    {
      membership: 'enabled',
      courses: [{ status: 'ENABLED', completed: 2, required: 3, grade: 70 }],
    },
  );
});
afterAll(async () => server?.close());

describe("a partner school's learners", () => {
  it('lists their learners with program, status, courses, progress and grades, by name', async () => {
    const since = await lastSeq();
    const response = await staffGet(partner, `/staff-api/partner/learners?q=${tag}`);
    expect(response.status).toBe(200);
    const page = await json(response);
    expect(page).toMatchObject({ page: 1, pageSize: 25, hasMore: false });
    expect(page.learners.map((l: { lastName: string }) => l.lastName)).toEqual([
      'Babbage',
      'Curie',
      'Lovelace',
    ]);
    const lovelace = page.learners[2];
    expect(lovelace).toMatchObject({
      id: ada.id,
      email: ada.email,
      tenantId: 'fhsu',
      program: { code: 'FHSU-BGS' },
      status: 'enabled',
      // The withdrawn course no longer counts.
      progress: { completedItems: 5, requiredItems: 9 },
    });
    expect(lovelace.enrolments).toHaveLength(3);
    expect(lovelace.enrolments[0]).toMatchObject({
      status: 'COMPLETED',
      completed: true,
      completedItems: 4,
      requiredItems: 4,
      gradePercent: 92,
    });
    expect(page.learners[1]).toMatchObject({ status: 'none', enrolments: [] });
    // The read is audited as a search is, with the filters and the count.
    const audit = await auditActions('partner@staff.demo.test', since);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'partner.learners_listed',
        subject_kind: 'learners',
        after: expect.objectContaining({ q: tag, results: 3 }),
      }),
    ]);
  });

  it('filters by status and program, and sorts on the server', async () => {
    const enabled = await json(
      await staffGet(partner, `/staff-api/partner/learners?q=${tag}&status=enabled`),
    );
    expect(enabled.learners.map((l: { id: string }) => l.id)).toEqual([ada.id]);
    const none = await json(
      await staffGet(partner, `/staff-api/partner/learners?q=${tag}&status=none`),
    );
    expect(none.learners.map((l: { id: string }) => l.id)).toEqual([cyd.id]);
    const otherProgram = await json(
      await staffGet(partner, `/staff-api/partner/learners?q=${tag}&program=NOC-AAGS`),
    );
    expect(otherProgram.learners).toEqual([]);
    const byNameDesc = await json(
      await staffGet(partner, `/staff-api/partner/learners?q=${tag}&sort=name&dir=desc`),
    );
    expect(byNameDesc.learners.map((l: { id: string }) => l.id)).toEqual([ada.id, cyd.id, bob.id]);
    const byEmail = await json(
      await staffGet(partner, `/staff-api/partner/learners?q=${tag}&sort=email&dir=asc`),
    );
    expect(byEmail.learners.map((l: { id: string }) => l.id)).toEqual([ada.id, bob.id, cyd.id]);
    const programs = await json(await staffGet(partner, '/staff-api/partner/programs'));
    expect(programs.programs).toContainEqual({
      code: 'FHSU-BGS',
      name: 'Bachelor of General Studies',
    });
  });

  it('refuses a column of another list, a bad status and a deep page, naming the field', async () => {
    for (const [query, field] of [
      ['sort=tenant', 'sort'],
      ['status=gone', 'status'],
      ['page=201', 'page'],
      ['dir=up', 'dir'],
    ]) {
      const response = await staffGet(partner, `/staff-api/partner/learners?${query}`);
      expect(response.status, query).toBe(400);
      const body = await json(response);
      expect(body.fields, query).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
  });

  it("never shows another tenant's learner: by id it is not found, by search it is absent", async () => {
    const own = await staffGet(partner, `/staff-api/partner/learners/${ada.id}`);
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ id: ada.id, progress: { completedItems: 5 } });
    const other = await staffGet(partner, `/staff-api/partner/learners/${uiwLearner.id}`);
    expect(other.status).toBe(404);
    expect(await json(other)).toMatchObject({ global: [{ code: 'NOT_FOUND' }] });
    const none = await staffGet(partner, `/staff-api/partner/learners/${randomUUID()}`);
    expect(none.status).toBe(404);
    for (const q of [uiwLearner.email, 'Uli', 'Able']) {
      const found = await json(
        await staffGet(partner, `/staff-api/partner/learners?q=${encodeURIComponent(q)}`),
      );
      expect(found.learners.filter((l: { id: string }) => l.id === uiwLearner.id)).toEqual([]);
    }
    const csv = await (
      await staffGet(partner, `/staff-api/partner/learners.csv?q=${encodeURIComponent('Uli')}`)
    ).text();
    expect(csv).not.toContain(uiwLearner.id);
    // uiw's own staff sees them, and not fhsu's.
    const uiw = await json(await staffGet(uiwPartner, `/staff-api/partner/learners?q=${tag}`));
    expect(uiw.learners.map((l: { id: string }) => l.id)).toEqual([uiwLearner.id]);
    expect((await staffGet(uiwPartner, `/staff-api/partner/learners/${ada.id}`)).status).toBe(404);
  });

  it('is refused to a role without the ability, and gives the partner nothing else', async () => {
    expect((await staffGet(registrar, '/staff-api/partner/learners')).status).toBe(403);
    expect((await staffGet(registrar, '/staff-api/partner/learners.csv')).status).toBe(403);
    expect((await staffGet(partner, '/staff-api/students?q=ada')).status).toBe(403);
    expect((await staffGet(partner, `/staff-api/students/${ada.id}`)).status).toBe(403);
    expect((await staffGet(partner, '/staff-api/registrar/transcripts')).status).toBe(403);
  });

  it('exports every matching learner as CSV, one line per course, audited', async () => {
    const since = await lastSeq();
    const response = await staffGet(partner, `/staff-api/partner/learners.csv?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="learners.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte order mark, by which Excel reads the names' accents as UTF-8 (text() drops it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'student_id,last_name,first_name,email,tenant_id,program,status,joined_at,course_code,course_name,course_status,completed_items,required_items,grade_percent',
    );
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    // Babbage and Curie have no course (one line each), Lovelace three.
    expect(rows.map((r) => r[1])).toEqual(['Babbage', 'Curie', 'Lovelace', 'Lovelace', 'Lovelace']);
    const [first] = rows.filter((r) => r[1] === 'Lovelace');
    expect(first!.slice(0, 7)).toEqual([
      ada.id,
      'Lovelace',
      'Ada',
      ada.email,
      'fhsu',
      'FHSU-BGS',
      'enabled',
    ]);
    expect(first![7]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first!.slice(10)).toEqual(['COMPLETED', '4', '4', '92']);
    expect(rows[0]!.slice(8)).toEqual(['', '', '', '', '', '']);
    const filtered = await (
      await staffGet(partner, `/staff-api/partner/learners.csv?q=${tag}&status=expired`)
    ).text();
    expect(filtered.split('\r\n').slice(1, -1)).toHaveLength(1);
    expect(filtered).toContain(bob.id);
    const audit = await auditActions('partner@staff.demo.test', since);
    expect(audit.map((a) => a.action)).toEqual([
      'partner.learners_exported',
      'partner.learners_exported',
    ]);
    expect(audit[0]!.after).toMatchObject({ filters: { q: tag } });
  });
});

describe('transcripts sent to a partner school', () => {
  it('keeps the target institution on a request sent to it', async () => {
    const { token } = await dashboardStudent(server);
    const userId = (await json(await server.request('/user-api/users', asUser(token)))).uuid;
    await queryRows(
      db(),
      sql`update users set target_institution_id = ${FHSU_INSTITUTION} where id = ${userId}`,
    );
    const [course] = await queryRows<{ id: number }>(
      db(),
      sql`insert into coursework_enrollments
            (tenant_id, user_id, product_id, enrollment_status, completed, required_items_count,
             completed_items_count)
          select 'default', ${userId}, id, 'ENABLED', true, 1, 1 from products
          where code not in ('ORI001', 'ACA101', 'PACA101') order by id limit 1
          returning id`,
    );
    const sent = await sendJson(server, '/coursework-api/transcripts', {
      token,
      method: 'POST',
      key: randomUUID(),
      body: { destination: 'TARGET_INSTITUTION', courseIds: [Number(course!.id)] },
    });
    expect(sent.status).toBe(200);
    const [row] = await queryRows<{ institution_id: number }>(
      db(),
      sql`select institution_id from transcript_requests where id = ${(await json(sent)).id}`,
    );
    expect(row!.institution_id).toBe(FHSU_INSTITUTION);
  });

  it('marks a transcript received, then posted, with the event and mail of each, audited', async () => {
    const mine = await learner('fhsu', { first: 'Tess', last: 'Transcript' });
    const id = await sentTranscript('fhsu', mine.id, FHSU_INSTITUTION);
    const sent = await json(await staffGet(partner, '/staff-api/partner/transcripts?step=SENT'));
    expect(sent.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(sent.items.find((i: { id: number }) => i.id === id)).toMatchObject({
      tenantId: 'fhsu',
      student: { id: mine.id, lastName: 'Transcript' },
      status: 'SENT',
      recipientName: 'Fort Hays State University',
    });
    const since = await lastSeq();

    const received = await staffPost(partner, `/staff-api/partner/transcripts/${id}/move`, {
      from: 'SENT',
      reason: 'In the post today',
    });
    expect(received.status).toBe(200);
    expect(await json(received)).toMatchObject({ status: 'RECEIVED' });
    // The same move again: someone moved it already.
    const again = await staffPost(partner, `/staff-api/partner/transcripts/${id}/move`, {
      from: 'SENT',
    });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ global: [{ code: 'ALREADY_DECIDED' }] });
    const waiting = await json(
      await staffGet(partner, '/staff-api/partner/transcripts?step=RECEIVED'),
    );
    expect(waiting.items.map((i: { id: number }) => i.id)).toContain(id);
    const posted = await staffPost(partner, `/staff-api/partner/transcripts/${id}/move`, {
      from: 'RECEIVED',
    });
    expect(await json(posted)).toMatchObject({ status: 'POSTED' });

    // The student's own page reads it posted, with no move left for the sandbox.
    const history = await json(
      await server.request(`/coursework-api/transcripts/${id}`, asUser(mine.token, 'fhsu')),
    );
    expect(history).toMatchObject({ status: 'POSTED', nextStepAt: null });
    const events = await queryRows<{ subject: string; payload: unknown }>(
      db(),
      sql`select subject, payload from outbox where user_id = ${mine.id} order by id`,
    );
    expect(events).toEqual([
      { subject: 'transcriptEntity', payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' } },
      { subject: 'transcriptEntity', payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' } },
    ]);
    const mails = await queryRows<{ subject: string }>(
      db(),
      sql`select subject from mail_outbox where user_id = ${mine.id} order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Fort Hays State University received your transcript',
      'Fort Hays State University posted your credit',
    ]);
    const audit = await auditActions('partner@staff.demo.test', since);
    expect(audit.filter((a) => a.action === 'partner.transcript_moved')).toEqual([
      expect.objectContaining({
        subject_kind: 'transcript_request',
        subject_id: String(id),
        tenant_id: 'fhsu',
      }),
      expect.objectContaining({
        subject_kind: 'transcript_request',
        subject_id: String(id),
        tenant_id: 'fhsu',
      }),
    ]);
    expect(audit.map((a) => a.action)).toContain('partner.transcripts_listed');
  });

  it("never reaches another school's transcript, nor another tenant's learner's", async () => {
    const elsewhere = await learner('fhsu', { first: 'Nell', last: 'Northbridge' });
    const toNorthbridge = await sentTranscript('fhsu', elsewhere.id, 1);
    const toUiw = await sentTranscript('uiw', uiwLearner.id, UIW_INSTITUTION);
    // A learner of another tenant writing to FHSU: FHSU's partner staff sees its own learners only.
    const { token } = await dashboardStudent(server);
    const outsider = (await json(await server.request('/user-api/users', asUser(token)))).uuid;
    const fromOutside = await sentTranscript('default', outsider, FHSU_INSTITUTION);

    const listed = await json(await staffGet(partner, '/staff-api/partner/transcripts'));
    const ids = listed.items.map((i: { id: number }) => i.id);
    for (const id of [toNorthbridge, toUiw, fromOutside]) {
      expect(ids).not.toContain(id);
      const moved = await staffPost(partner, `/staff-api/partner/transcripts/${id}/move`, {
        from: 'SENT',
      });
      expect(moved.status, String(id)).toBe(404);
    }
    const uiw = await json(await staffGet(uiwPartner, '/staff-api/partner/transcripts'));
    expect(uiw.items.map((i: { id: number }) => i.id)).toEqual([toUiw]);
    // Nothing moved, nothing mailed.
    const [row] = await queryRows<{ status: string }>(
      db(),
      sql`select status from transcript_requests where id = ${toUiw}`,
    );
    expect(row!.status).toBe('SENT');
    expect((await staffGet(registrar, '/staff-api/partner/transcripts')).status).toBe(403);
    expect(
      (
        await staffPost(partner, `/staff-api/partner/transcripts/${toUiw}/move`, {
          from: 'REQUESTED',
        })
      ).status,
    ).toBe(400);
  });
});
