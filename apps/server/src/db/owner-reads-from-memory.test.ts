import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../test/accounts';
import { programCourseIds, SELECTIVE_TENANT, studentAtDashboard } from '../test/coursework';
import { LOTS_OF_SIGN_INS, sendJson } from '../test/enrolment';
import { noticesHeard } from '../test/notices-heard';
import { startTestServer, type TestServer } from '../test/test-server';

// Two instances on one database that keep students' reads in memory, as `npm start` and every
// deployed instance do (docs/performance.md "A student's reads from memory"): what a change
// writes is read back at once where the student made it, and everywhere as soon as the
// database's notice arrives; a change the database does not announce stays unseen, which shows
// the notice is what keeps memory true.

const noticesOnA = noticesHeard();
const noticesOnB = noticesHeard();
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    hearOwnerChanges: noticesOnA.hear,
  });
  b = await startTestServer({
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
    sharing: a,
    hearOwnerChanges: noticesOnB.hear,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const tenant = SELECTIVE_TENANT;
const read = async (on: TestServer, path: string, token: string) => {
  const response = await on.request(path, asUser(token, tenant));
  expect(response.status).toBe(200);
  return json(response);
};
const profile = (on: TestServer, token: string) => read(on, '/user-api/users', token);
const courses = (on: TestServer, token: string) =>
  read(on, '/coursework-api/coursework', token) as Promise<
    Array<{ courseId: number; productId: number; courseName: string; gradePercent: number | null }>
  >;

/** A student at the dashboard whose reads both instances have kept. */
async function studentKeptOnBoth() {
  const { token } = await studentAtDashboard(a, (await programCourseIds(a)).slice(0, 2));
  const me = await profile(a, token);
  for (const on of [a, b]) {
    await profile(on, token);
    await courses(on, token);
    await read(on, '/ledger-api/memberships', token);
    await read(on, '/user-events-api/users/events/USER_LOGIN/previous', token);
  }
  return { token, userId: me.uuid as string, owner: `${tenant}:${me.uuid}` };
}

/** Runs `change` with the triggers off, so that the database announces nothing. */
const unannounced = (on: TestServer, change: ReturnType<typeof sql>) =>
  on.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(change);
  });

describe("students' reads kept in memory on two instances", () => {
  it('answers from memory until the database names the student: the notice is what makes both read again', async () => {
    const { token, userId, owner } = await studentKeptOnBoth();
    await unannounced(a, sql`update users set first_name = 'Unheard' where id = ${userId}`);
    for (const on of [a, b]) expect((await profile(on, token)).firstName).not.toBe('Unheard');

    const heard = Promise.all([noticesOnA.next(owner), noticesOnB.next(owner)]);
    await a.database.db.execute(sql`select pg_notify('owner_data_changed', ${owner})`);
    await heard;
    for (const on of [a, b]) expect((await profile(on, token)).firstName).toBe('Unheard');
  });

  it("reads a student's own change back at once where it was made, and on the other on the notice", async () => {
    const { token, owner } = await studentKeptOnBoth();
    const heardOnB = noticesOnB.next(owner);
    const sent = await sendJson(a, '/user-api/users/feedback', {
      token,
      tenant,
      method: 'POST',
      body: { rating: 4, message: 'Clear videos' },
    });
    expect(sent.status).toBe(201);
    expect((await profile(a, token)).feedbacks).toEqual([
      expect.objectContaining({ rating: 4, message: 'Clear videos' }),
    ]);
    await heardOnB;
    expect((await profile(b, token)).feedbacks).toHaveLength(1);
  });

  it('shows a change made by anyone else (a grade from the course tool, staff, a job) on both', async () => {
    const { token, userId, owner } = await studentKeptOnBoth();
    const [course] = await courses(a, token);
    const heard = Promise.all([noticesOnA.next(owner), noticesOnB.next(owner)]);
    await a.database.db.execute(
      sql`update coursework_enrollments set grade_percent = 93 where id = ${course!.courseId} and user_id = ${userId}`,
    );
    await heard;
    for (const on of [a, b]) {
      const graded = (await courses(on, token)).find((c) => c.courseId === course!.courseId);
      expect(graded?.gradePercent).toBe(93);
    }
  });

  it("forgets every student's reads when a course they all read changes", async () => {
    const { token } = await studentKeptOnBoth();
    const [course] = await courses(a, token);
    const productId = course!.productId;
    const heard = Promise.all([noticesOnA.next('*'), noticesOnB.next('*')]);
    await a.database.db.execute(
      sql`update products set name = name || ' (renamed)' where id = ${productId}`,
    );
    try {
      await heard;
      for (const on of [a, b]) {
        const renamed = (await courses(on, token)).find((c) => c.courseId === course!.courseId);
        expect(renamed?.courseName).toBe(`${course!.courseName} (renamed)`);
      }
    } finally {
      await a.database.db.execute(
        sql`update products set name = ${course!.courseName} where id = ${productId}`,
      );
    }
  });
});
