import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/audit-tables';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import { asUser, json } from '../../test/accounts';
import {
  programCourseIds,
  SELECTIVE_TENANT,
  studentAtDashboard,
  UIW_SPANISH_PROGRAM,
} from '../../test/coursework';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { connectLive, userIdOf, type LiveClient } from '../../test/live-client';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// docs/staff-console.md "Acting on a student's courses": withdrawing and re-opening a course over
// HTTP, with the course load, the refusals, the audit entry and what the student's pages are told.
let server: TestServer;
let program: number[];
let support: string;
let registrar: string;
let finance: string;
let defaultAdmin: string;
const clients: LiveClient[] = [];
const tenant = SELECTIVE_TENANT;

beforeAll(async () => {
  server = await startTestServer({ withRelay: true, loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  program = await programCourseIds(server);
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
  registrar = await signedInDemoStaff(server, 'registrar@staff.demo.test');
  finance = await signedInDemoStaff(server, 'finance@staff.demo.test');
  defaultAdmin = await signedInStaffMember(server, {
    email: 'admin.default@staff.test',
    name: 'Dee Fault',
    roles: ['tenant_admin'],
    scope: { kind: 'tenants', tenantIds: ['default'] },
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await server.close();
});

interface RecordCourse {
  courseEnrollmentId: number;
  productId: number;
  courseName: string;
  enrollmentStatus: string;
  gradePercent: number | null;
}

/** A student at the dashboard of fhsu with `courses` in progress: their id and token. */
async function studentWith(courses: number[]) {
  const learner = await studentAtDashboard(server, courses);
  return { id: userIdOf(learner.token), token: learner.token };
}

const act = (token: string, studentId: string, action: string, body: unknown) =>
  server.request(`/staff-api/students/${studentId}/actions/${action}`, {
    method: 'POST',
    headers: { ...staffBearer(token).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The record's course of `productId`, as the member reads it. */
async function recordCourse(studentId: string, productId: number): Promise<RecordCourse> {
  const record = await json(
    await server.request(`/staff-api/students/${studentId}`, staffBearer(support)),
  );
  return record.courses.find((c: RecordCourse) => c.productId === productId);
}

/** What the student's own coursework says of `productId`. */
async function studentSees(token: string, productId: number) {
  const courses = await json(
    await server.request('/coursework-api/coursework', asUser(token, tenant)),
  );
  return courses.find((c: { productId: number }) => c.productId === productId).enrollmentStatus;
}

const addCourses = (token: string, productIds: number[]) =>
  sendJson(server, '/coursework-api/coursework', {
    token,
    tenant,
    method: 'POST',
    body: { productIds },
  });

const auditCount = async () =>
  (await server.database.db.select({ seq: auditLog.seq }).from(auditLog)).length;

async function auditSince(count: number) {
  const rows = await server.database.db.select().from(auditLog).orderBy(asc(auditLog.seq));
  return rows.slice(count).filter((row) => row.action !== 'student.viewed');
}

/** The subjects of the mails queued for the student, oldest first. */
const mailSubjects = async (userId: string) =>
  (
    await queryRows<{ subject: string }>(
      server.database.db,
      sql`select subject from mail_outbox where user_id = ${userId} order by id`,
    )
  ).map((mail) => mail.subject);

const courseworkEvents = (userId: string) =>
  queryRows<{ payload: { productIds: number[] } }>(
    server.database.db,
    sql`select payload from outbox where user_id = ${userId} and subject = 'courseworkEntity' order by id`,
  );

describe("withdrawing a student's course", () => {
  it('drops it as the student’s remove course does: shown at once, no longer in the load, audited', async () => {
    const [a, b, c, d, e] = program as [number, number, number, number, number];
    const student = await studentWith([a, b]);
    const open = connectLive(server, { token: student.token, tenant });
    clients.push(open);
    await open.subscribe('courseworkEntity');
    const course = await recordCourse(student.id, b);
    expect(course).toMatchObject({ enrollmentStatus: 'ENABLED', gradePercent: null });

    const before = await auditCount();
    const response = await act(support, student.id, 'withdraw-course', {
      reason: 'Asked to drop it, ticket 301',
      courseEnrollmentId: course.courseEnrollmentId,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ action: 'withdraw-course', count: 1 });

    await expect
      .poll(() => open.messages.map((m) => [m.subject, m.body]))
      .toContainEqual(['courseworkEntity', { productIds: [b] }]);
    expect(await studentSees(student.token, b)).toBe('DISABLED');
    expect((await recordCourse(student.id, b)).enrollmentStatus).toBe('DISABLED');
    const name = (await recordCourse(student.id, b)).courseName;
    expect(await mailSubjects(student.id)).toContain(`You were withdrawn from ${name}`);
    // Only a is in progress now: three more fit in the four places.
    expect((await addCourses(student.token, [c, d, e])).status).toBe(200);

    expect(await auditSince(before)).toMatchObject([
      {
        action: 'student.withdraw_course',
        actorEmail: 'support@staff.demo.test',
        subjectKind: 'student',
        subjectId: student.id,
        tenantId: tenant,
        before: { courseEnrollmentId: course.courseEnrollmentId, productId: b, status: 'ENABLED' },
        after: { courseEnrollmentId: course.courseEnrollmentId, productId: b, status: 'DISABLED' },
        reason: 'Asked to drop it, ticket 301',
      },
    ]);
    expect((await verifyAuditChain(server.database.db)).intact).toBe(true);
  });

  it('applies once when two members withdraw it at once', async () => {
    const [a, b] = program as [number, number];
    const student = await studentWith([a, b]);
    const { courseEnrollmentId } = await recordCourse(student.id, a);
    const eventsBefore = (await courseworkEvents(student.id)).length;
    const mailsBefore = (await mailSubjects(student.id)).length;
    const before = await auditCount();
    const answers = await Promise.all([
      act(support, student.id, 'withdraw-course', { reason: 'one', courseEnrollmentId }),
      act(registrar, student.id, 'withdraw-course', { reason: 'two', courseEnrollmentId }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const counts = (await Promise.all(answers.map((answer) => json(answer))))
      .map((done) => done.count)
      .sort();
    expect(counts).toEqual([0, 1]);
    expect((await courseworkEvents(student.id)).slice(eventsBefore)).toEqual([
      { payload: { productIds: [a] } },
    ]);
    // One mail too: the withdrawal that found the course already withdrawn sends none.
    expect((await mailSubjects(student.id)).slice(mailsBefore)).toHaveLength(1);
    const entries = await auditSince(before);
    expect(entries.map((entry) => entry.action)).toEqual([
      'student.withdraw_course',
      'student.withdraw_course',
    ]);
    expect(entries.map((entry) => (entry.after as { status: string }).status)).toEqual([
      'DISABLED',
      'DISABLED',
    ]);
  });

  it('refuses a course completed, as the student’s remove course does', async () => {
    const [a] = program as [number];
    const student = await studentWith([a]);
    const { courseEnrollmentId } = await recordCourse(student.id, a);
    await queryRows(
      server.database.db,
      sql`update coursework_enrollments set completed = true where id = ${courseEnrollmentId}`,
    );
    const response = await act(support, student.id, 'withdraw-course', {
      reason: 'x',
      courseEnrollmentId,
    });
    expect(response.status).toBe(409);
    expect((await json(response)).global[0].code).toBe('COURSE_NOT_REMOVABLE');
  });
});

describe('the withdrawal mail in Spanish (docs/languages.md "Mail and documents")', () => {
  it('names the course by its Spanish name to a learner who reads Spanish, else by its English', async () => {
    const at = UIW_SPANISH_PROGRAM;
    const catalog: { id: number; name: string; es: { name: string } }[] = await json(
      await server.request(`/catalog-api/degreeprograms/${at.degreeProgramId}/courses`, {
        tenant: at.tenant,
      }),
    );
    const chosen = catalog[1]!;
    const spanish = await studentAtDashboard(server, [chosen.id], at);
    const english = await studentAtDashboard(server, [chosen.id], at);
    const spanishId = userIdOf(spanish.token);
    await queryRows(
      server.database.db,
      sql`update users set language = 'es' where id = ${spanishId}`,
    );
    for (const student of [spanishId, userIdOf(english.token)]) {
      const course = await recordCourse(student, chosen.id);
      const response = await act(support, student, 'withdraw-course', {
        reason: 'Asked to drop it',
        courseEnrollmentId: course.courseEnrollmentId,
      });
      expect(response.status).toBe(200);
    }
    expect(await mailSubjects(spanishId)).toContain(`Se le dio de baja de ${chosen.es.name}`);
    expect(await mailSubjects(userIdOf(english.token))).toContain(
      `You were withdrawn from ${chosen.name}`,
    );
  });
});

describe("re-opening a student's withdrawn course", () => {
  it('refuses while the load is full, then brings it back as a fresh enrolment, audited', async () => {
    const [a, b, c, d, e] = program as [number, number, number, number, number];
    const student = await studentWith([a, b]);
    const withdrawn = await recordCourse(student.id, b);
    await act(support, student.id, 'withdraw-course', {
      reason: 'x',
      courseEnrollmentId: withdrawn.courseEnrollmentId,
    });
    expect((await addCourses(student.token, [c, d, e])).status).toBe(200);

    const before = await auditCount();
    const full = await act(registrar, student.id, 'reopen-course', {
      reason: 'Wants it back',
      courseEnrollmentId: withdrawn.courseEnrollmentId,
    });
    expect(full.status).toBe(409);
    expect((await json(full)).global[0]).toEqual({
      code: 'COURSE_LOAD_FULL',
      message:
        "The student's course load is full: withdraw another course before re-opening this one.",
    });
    expect(await auditSince(before)).toEqual([]);
    expect(await studentSees(student.token, b)).toBe('DISABLED');

    const { courseEnrollmentId: cId } = await recordCourse(student.id, c);
    await act(support, student.id, 'withdraw-course', { reason: 'x', courseEnrollmentId: cId });
    const open = connectLive(server, { token: student.token, tenant });
    clients.push(open);
    await open.subscribe('courseworkEntity');
    const reopened = await act(registrar, student.id, 'reopen-course', {
      reason: 'Wants it back, ticket 302',
      courseEnrollmentId: withdrawn.courseEnrollmentId,
    });
    expect(reopened.status).toBe(200);
    expect(await json(reopened)).toEqual({ action: 'reopen-course', count: 1 });
    await expect
      .poll(() => open.messages.map((m) => [m.subject, m.body]))
      .toContainEqual(['courseworkEntity', { productIds: [b] }]);
    expect(await studentSees(student.token, b)).toBe('ENABLED');
    expect(await recordCourse(student.id, b)).toMatchObject({
      enrollmentStatus: 'ENABLED',
      gradePercent: null,
    });
    expect(await mailSubjects(student.id)).toContain(
      `${withdrawn.courseName} is open to you again`,
    );
    const [entry] = (await auditSince(before)).filter((x) => x.action === 'student.reopen_course');
    expect(entry).toMatchObject({
      actorEmail: 'registrar@staff.demo.test',
      subjectId: student.id,
      tenantId: tenant,
      before: {
        courseEnrollmentId: withdrawn.courseEnrollmentId,
        productId: b,
        status: 'DISABLED',
      },
      after: { courseEnrollmentId: withdrawn.courseEnrollmentId, productId: b, status: 'ENABLED' },
      reason: 'Wants it back, ticket 302',
    });
    // The load is full again: the student cannot add another.
    expect((await addCourses(student.token, [program[5]!])).status).toBe(409);
  });

  it('refuses a course that is not withdrawn, in the catalogue’s words', async () => {
    const [a] = program as [number];
    const student = await studentWith([a]);
    const { courseEnrollmentId } = await recordCourse(student.id, a);
    const before = await auditCount();
    const response = await act(support, student.id, 'reopen-course', {
      reason: 'x',
      courseEnrollmentId,
    });
    expect(response.status).toBe(409);
    expect((await json(response)).global[0]).toEqual({
      code: 'COURSE_NOT_WITHDRAWN',
      message: 'This course is not withdrawn, so there is nothing to re-open.',
    });
    expect(await auditSince(before)).toEqual([]);
  });
});

describe('who may act on which course', () => {
  it("is refused outside the member's tenants, on another student's course, and to finance", async () => {
    const [a] = program as [number];
    const student = await studentWith([a]);
    const other = await studentWith([a]);
    const { courseEnrollmentId } = await recordCourse(student.id, a);
    const before = await auditCount();
    for (const action of ['withdraw-course', 'reopen-course']) {
      const body = { reason: 'x', courseEnrollmentId };
      const outside = await act(defaultAdmin, student.id, action, body);
      expect(outside.status, action).toBe(404);
      expect((await json(outside)).global[0].code).toBe('NOT_FOUND');
      const theirs = await act(support, other.id, action, body);
      expect(theirs.status, action).toBe(404);
      const refused = await act(finance, student.id, action, body);
      expect(refused.status, action).toBe(403);
      expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');
      const noCourse = await act(support, student.id, action, { reason: 'x' });
      expect(noCourse.status, action).toBe(400);
      expect((await json(noCourse)).fields).toMatchObject([{ field: 'courseEnrollmentId' }]);
    }
    expect(await auditSince(before)).toEqual([]);
    expect(await studentSees(student.token, a)).toBe('ENABLED');
    expect(await studentSees(other.token, a)).toBe('ENABLED');
  });
});
