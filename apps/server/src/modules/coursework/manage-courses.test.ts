import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import {
  programCourseIds,
  SELECTIVE_TENANT,
  studentAtDashboard,
  UIW_SPANISH_PROGRAM,
} from '../../test/coursework';
import { learnerWithOrder, LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let program: number[];

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  program = await programCourseIds(server);
});
afterAll(async () => server?.close());

const tenant = SELECTIVE_TENANT;
const add = (token: string, productIds: number[]) =>
  sendJson(server, '/coursework-api/coursework', {
    token,
    tenant,
    method: 'POST',
    body: { productIds },
  });
const drop = (token: string, courseId: number) =>
  sendJson(server, `/coursework-api/coursework/${courseId}`, { token, tenant, method: 'DELETE' });

interface CourseAnswer {
  courseId: number;
  productId: number;
  enrollmentStatus: string;
}
const courseOf = (courses: CourseAnswer[], productId: number) =>
  courses.find((c) => c.productId === productId)!;

describe('manage courses (POST and DELETE /coursework-api/coursework)', () => {
  it('adds courses of the program up to four in progress, and drops one to make room', async () => {
    expect(program.length).toBeGreaterThanOrEqual(7);
    const [a, b, c, d, e] = program as [number, number, number, number, number];
    const student = await studentAtDashboard(server, [a]);

    const added = await add(student.token, [b, c]);
    expect(added.status).toBe(200);
    const courses: CourseAnswer[] = await json(added);
    expect(courses.map((x) => x.productId).sort()).toEqual([a, b, c].sort());

    const tooMany = await add(student.token, [d, e]);
    expect(tooMany.status).toBe(409);
    expect(await json(tooMany)).toMatchObject({ global: [{ code: 'EXCEEDED_NUMBER_OF_COURSES' }] });

    const dropped = await drop(student.token, courseOf(courses, b).courseId);
    expect(dropped.status).toBe(200);
    expect(courseOf(await json(dropped), b).enrollmentStatus).toBe('DISABLED');
    // Dropping twice changes nothing.
    expect((await drop(student.token, courseOf(courses, b).courseId)).status).toBe(200);
    expect((await add(student.token, [d, e])).status).toBe(200);
  });

  it('refuses each course in the catalogue words, followed by the course name', async () => {
    const [a, b] = program as [number, number];
    const student = await studentAtDashboard(server, [a]);
    const courses: CourseAnswer[] = await json(await add(student.token, [b]));
    await drop(student.token, courseOf(courses, b).courseId);
    const otherProgram = (await programCourseIds(server, 1)).find((id) => !program.includes(id))!;

    const refused = await add(student.token, [a, b, otherProgram]);
    expect(refused.status).toBe(409);
    const body = await json(refused);
    expect(body.courses).toEqual([
      expect.objectContaining({ code: 'ALREADY_ENROLLED', courseName: expect.any(String) }),
      expect.objectContaining({ code: 'ENROLL_IN_REMOVED_COURSE' }),
      expect.objectContaining({ code: 'PRODUCT_NOT_BELONG_TO_PROGRAM' }),
    ]);
    expect(body.courses[0].message).toBe('You are already enrolled in the selected course');
  });

  it('keeps a completed course, and never touches another student’s course', async () => {
    const [a, b] = program as [number, number];
    const student = await studentAtDashboard(server, [a, b]);
    const other = await studentAtDashboard(server, [a]);
    const courses: CourseAnswer[] = await json(
      await server.request('/coursework-api/coursework', asUser(student.token, tenant)),
    );
    const done = courseOf(courses, a);
    await queryRows(
      server.database.db,
      sql`update coursework_enrollments set completed = true where id = ${done.courseId}`,
    );
    const refused = await drop(student.token, done.courseId);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ global: [{ code: 'COURSE_NOT_REMOVABLE' }] });

    expect((await drop(other.token, courseOf(courses, b).courseId)).status).toBe(404);
    const [row] = await queryRows<{ enrollment_status: string }>(
      server.database.db,
      sql`select enrollment_status from coursework_enrollments where id = ${courseOf(courses, b).courseId}`,
    );
    expect(row!.enrollment_status).toBe('ENABLED');
  });

  it('never lets adds sent at once pass the limit together', async () => {
    const [a, b, c, d] = program as [number, number, number, number];
    const student = await studentAtDashboard(server, [a, b]);
    const answers = await Promise.all([
      add(student.token, [c]),
      add(student.token, [d]),
      add(student.token, [program[4]!]),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409]);
  });

  it('is refused before the dashboard is reached', async () => {
    const learner = await learnerWithOrder(server, { tenant, degreeProgramId: 3 });
    const refused = await add(learner.token, [program[0]!]);
    expect(refused.status).toBe(403);
  });
});

describe('course names in Spanish (docs/languages.md "The catalog")', () => {
  interface Named {
    productId?: number;
    id?: number;
    name?: string;
    courseName?: string;
    es?: { name?: string; courseName?: string };
  }

  it("answers each course's Spanish name beside its English, as the catalog writes them", async () => {
    const at = UIW_SPANISH_PROGRAM;
    const catalog: Named[] = await json(
      await server.request(`/catalog-api/degreeprograms/${at.degreeProgramId}/courses`, {
        tenant: at.tenant,
      }),
    );
    const spanishOf = new Map(catalog.map((course) => [course.id, course.es?.name]));
    const chosen = catalog.slice(1, 3).map((course) => course.id!);
    const student = await studentAtDashboard(server, chosen, at);

    const courses: Named[] = await json(
      await server.request('/coursework-api/coursework', asUser(student.token, at.tenant)),
    );
    expect(courses.length).toBeGreaterThanOrEqual(chosen.length);
    for (const course of courses) {
      expect(course.es).toEqual({ courseName: spanishOf.get(course.productId)! });
      expect(course.es!.courseName).not.toBe(course.courseName);
    }
    expect(courses.map((course) => course.es!.courseName)).toContain('Composición en inglés II');

    // The onboarding step's course choice reads the program's courses with their prerequisites.
    const prerequisites: (Named & { prerequisites: Named[] })[] = await json(
      await server.request(
        `/catalog-api/degreeprograms/${at.degreeProgramId}/prerequisites/me`,
        asUser(student.token, at.tenant),
      ),
    );
    for (const course of prerequisites) {
      expect(course.es).toEqual({ name: spanishOf.get(course.productId)! });
    }
  });

  it('answers no Spanish for a course the catalog has written in English only', async () => {
    const catalog: Named[] = await json(
      await server.request('/catalog-api/degreeprograms/3/courses', { tenant }),
    );
    const english = catalog.find((course) => course.es === undefined)!;
    const student = await studentAtDashboard(server, [english.id!]);
    const courses: Named[] = await json(
      await server.request('/coursework-api/coursework', asUser(student.token, tenant)),
    );
    const course = courses.find((c) => c.productId === english.id)!;
    expect(course.courseName).toBe(english.name);
    expect(course).not.toHaveProperty('es');
  });
});
