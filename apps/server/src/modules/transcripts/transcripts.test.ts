import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import { programCourseIds, SELECTIVE_TENANT, studentAtDashboard } from '../../test/coursework';
import { LOTS_OF_SIGN_INS, sendJson } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { advanceTranscripts } from './advance-transcripts';
import { reviewPriorCredit } from './review-prior-credit';
import { DEFAULT_TRANSCRIPT_STEP_MS } from './transcript-exchange-job';

let server: TestServer;
let program: number[];

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  const special = new Set(['ORI001', 'ACA101', 'PACA101']);
  const courses = await json(
    await server.request(`/catalog-api/degreeprograms/3/courses`, { tenant: SELECTIVE_TENANT }),
  );
  // The program's own courses, not the portal's special ones (orientation and the like).
  const ids = await programCourseIds(server);
  program = ids.filter(
    (id) => !special.has(courses.find((c: { id: number; code: string }) => c.id === id).code),
  );
});
afterAll(async () => server?.close());

const tenant = SELECTIVE_TENANT;
const STEP = DEFAULT_TRANSCRIPT_STEP_MS;

interface CourseAnswer {
  courseId: number;
  productId: number;
  courseName: string;
  enrollmentStatus: string;
  isEligibleForTranscript: boolean;
}

/**
 * The sandbox exchange and reviewer, as the jobs run them, `steps` moves later than the server's
 * clock (which stays put, so the students' access tokens stay valid).
 */
const later = (steps: number) => () => new Date(server.clock.now().getTime() + steps * STEP);
const exchange = (steps = 1) =>
  advanceTranscripts({
    db: server.database.db,
    tenants: server.tenants,
    stepMs: STEP,
    now: later(steps),
  });
const reviewer = (steps = 0) =>
  reviewPriorCredit({ db: server.database.db, tenants: server.tenants, now: later(steps) });

const get = (token: string, path: string) => server.request(path, asUser(token, tenant));
const send = (token: string, body: unknown, key: string | undefined = randomUUID()) =>
  sendJson(server, '/coursework-api/transcripts', { token, tenant, method: 'POST', body, key });
const post = (token: string, path: string, body?: unknown) =>
  sendJson(server, path, { token, tenant, method: 'POST', body });

async function coursesOf(token: string): Promise<CourseAnswer[]> {
  return json(await get(token, '/coursework-api/coursework'));
}

async function userIdOf(token: string): Promise<string> {
  return (await json(await get(token, '/user-api/users'))).uuid;
}

/** The provider reported every module of the course (what a grade passback does). */
async function complete(courseId: number) {
  await queryRows(
    server.database.db,
    sql`update coursework_enrollments
        set completed = true, completed_items_count = required_items_count, grade_percent = 90,
            last_active_at = now()
        where id = ${courseId}`,
  );
}

/** A student of the fhsu program with a target institution and a transcript partner. */
async function student(productIds: number[]) {
  const learner = await studentAtDashboard(server, productIds);
  const userId = await userIdOf(learner.token);
  await queryRows(
    server.database.db,
    sql`update users set target_institution_id = 2, transcript_partner_id = 1 where id = ${userId}`,
  );
  const courses = await coursesOf(learner.token);
  return { ...learner, userId, courses };
}

const mailsTo = (userId: string) =>
  queryRows<{ subject: string }>(
    server.database.db,
    sql`select subject from mail_outbox where user_id = ${userId} order by id`,
  );
const eventsOf = (userId: string, subject: string) =>
  queryRows<{ payload: unknown }>(
    server.database.db,
    sql`select payload from outbox where user_id = ${userId} and subject = ${subject} order by id`,
  );

describe('transcripts (GET and POST /coursework-api/transcripts)', () => {
  it('sends a completed course to the target institution and follows it to posted, with a mail each move', async () => {
    const [a, b] = program as [number, number];
    const learner = await student([a, b]);
    const done = learner.courses.find((c) => c.productId === a)!;
    await complete(done.courseId);
    const courses = await coursesOf(learner.token);
    expect(courses.find((c) => c.productId === a)!.isEligibleForTranscript).toBe(true);
    expect(courses.find((c) => c.productId === b)!.isEligibleForTranscript).toBe(false);

    const sent = await send(learner.token, {
      destination: 'TARGET_INSTITUTION',
      courseIds: [done.courseId],
    });
    expect(sent.status).toBe(200);
    const request = await json(sent);
    expect(request).toMatchObject({
      destination: 'TARGET_INSTITUTION',
      recipientName: 'Fort Hays State University',
      status: 'REQUESTED',
      courses: [{ courseId: done.courseId, courseName: done.courseName }],
      sentAt: null,
    });

    const statuses = [];
    for (let move = 1; move <= 4; move++) {
      await exchange(move);
      const history = await json(await get(learner.token, '/coursework-api/transcripts'));
      statuses.push(history[0].status);
    }
    expect(statuses).toEqual(['SENT', 'RECEIVED', 'POSTED', 'POSTED']);
    const posted = await json(
      await get(learner.token, `/coursework-api/transcripts/${request.id}`),
    );
    expect(posted.sentAt).not.toBeNull();
    expect(posted.receivedAt).not.toBeNull();
    expect(posted.postedAt).not.toBeNull();

    expect((await mailsTo(learner.userId)).map((m) => m.subject)).toEqual([
      'We received your transcript request',
      'Your transcript was sent to Fort Hays State University',
      'Fort Hays State University received your transcript',
      'Fort Hays State University posted your credit',
    ]);
    expect(await eventsOf(learner.userId, 'transcriptEntity')).toEqual(
      Array(4).fill({ payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' } }),
    );
  });

  it('sends to the transcript partner or to a school by post, at an address of the transcript type', async () => {
    const [a] = program as [number];
    const learner = await student([a]);
    const course = learner.courses[0]!;
    await complete(course.courseId);

    const partner = await get(learner.token, '/organization-api/transcript-partner/1');
    expect(await json(partner)).toEqual({
      id: 1,
      name: 'Parchment Credentials Exchange',
      website: 'https://www.parchment.com',
    });
    expect((await server.request('/organization-api/transcript-partner/1')).status).toBe(401);
    expect((await get(learner.token, '/organization-api/transcript-partner/999')).status).toBe(404);

    const toPartner = await send(learner.token, {
      destination: 'TRANSCRIPT_PARTNER',
      courseIds: [course.courseId],
    });
    expect(await json(toPartner)).toMatchObject({
      recipientName: 'Parchment Credentials Exchange',
    });

    const address = {
      addressType: 'transcript',
      address1: '600 Park St',
      city: 'Hays',
      state: 'KS',
      country: 'US',
      zipCode: '67601',
    };
    const byPost = await send(learner.token, {
      destination: 'ADDRESS',
      courseIds: [course.courseId],
      recipientName: 'Office of the Registrar',
      address,
    });
    expect(await json(byPost)).toMatchObject({ recipientName: 'Office of the Registrar', address });

    const billingAddress = await send(learner.token, {
      destination: 'ADDRESS',
      courseIds: [course.courseId],
      recipientName: 'Office of the Registrar',
      address: { ...address, addressType: 'billing' },
    });
    expect(billingAddress.status).toBe(400);
  });

  it('sends one request for a double click (the same idempotency key), and asks for the key', async () => {
    const [a] = program as [number];
    const learner = await student([a]);
    const course = learner.courses[0]!;
    await complete(course.courseId);
    const body = { destination: 'TARGET_INSTITUTION', courseIds: [course.courseId] };
    const key = randomUUID();

    const [first, second] = await Promise.all([
      send(learner.token, body, key),
      send(learner.token, body, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await json(first)).id).toBe((await json(second)).id);
    expect((await send(learner.token, body, key)).status).toBe(200);
    const history = await json(await get(learner.token, '/coursework-api/transcripts'));
    expect(history).toHaveLength(1);
    expect(await mailsTo(learner.userId)).toHaveLength(1);

    const withoutKey = await send(learner.token, body, '');
    expect(withoutKey.status).toBe(400);
  });

  it('refuses courses not completed or not eligible, each followed by the course name (docs/product/error-catalogue.md)', async () => {
    const [a, b, c] = program as [number, number, number];
    const learner = await student([a, b, c]);
    const [done, inProgress, removed] = [a, b, c].map((id) =>
      learner.courses.find((x) => x.productId === id)!,
    ) as [CourseAnswer, CourseAnswer, CourseAnswer];
    await complete(done.courseId);
    await sendJson(server, `/coursework-api/coursework/${removed.courseId}`, {
      token: learner.token,
      tenant,
      method: 'DELETE',
    });

    const notCompleted = await send(learner.token, {
      destination: 'TARGET_INSTITUTION',
      courseIds: [done.courseId, inProgress.courseId],
    });
    expect(notCompleted.status).toBe(412);
    expect(await json(notCompleted)).toMatchObject({
      courses: [
        {
          code: 'COURSEWORK_NOT_COMPLETED',
          message: 'Coursework was not completed for selected courses.',
          courseName: inProgress.courseName,
        },
      ],
    });

    const notEligible = await send(learner.token, {
      destination: 'TARGET_INSTITUTION',
      courseIds: [removed.courseId],
    });
    expect(notEligible.status).toBe(412);
    expect(await json(notEligible)).toMatchObject({
      courses: [
        {
          code: 'COURSES_NOT_ELIGIBLE_FOR_TRANSCRIPT',
          message:
            'One or some courses are not eligible for transcript. Please refresh the page and try again.',
          courseName: removed.courseName,
        },
      ],
    });

    await queryRows(
      server.database.db,
      sql`update users set target_institution_id = null where id = ${learner.userId}`,
    );
    const noTarget = await send(learner.token, {
      destination: 'TARGET_INSTITUTION',
      courseIds: [done.courseId],
    });
    expect(noTarget.status).toBe(400);
    expect(await json(await get(learner.token, '/coursework-api/transcripts'))).toEqual([]);
  });

  it('never lets a student read or change another student’s transcript (404)', async () => {
    const [a] = program as [number];
    const owner = await student([a]);
    const other = await student([a]);
    const course = owner.courses[0]!;
    await complete(course.courseId);
    const request = await json(
      await send(owner.token, { destination: 'TARGET_INSTITUTION', courseIds: [course.courseId] }),
    );
    const path = `/coursework-api/transcripts/${request.id}`;

    expect((await get(other.token, path)).status).toBe(404);
    const cancel = await sendJson(server, path, {
      token: other.token,
      tenant,
      method: 'DELETE',
    });
    expect(cancel.status).toBe(404);
    expect(await json(cancel)).toMatchObject({ global: [{ code: 'NOT_FOUND' }] });
    expect(await json(await get(other.token, '/coursework-api/transcripts'))).toEqual([]);
    const withOthersCourse = await send(other.token, {
      destination: 'TARGET_INSTITUTION',
      courseIds: [course.courseId],
    });
    expect(withOthersCourse.status).toBe(404);
    expect((await get(owner.token, '/coursework-api/transcripts/999999')).status).toBe(404);

    // The owner still has it, untouched, and may withdraw it until it is sent.
    expect(await json(await get(owner.token, path))).toMatchObject({ status: 'REQUESTED' });
    const withdrawn = await sendJson(server, path, {
      token: owner.token,
      tenant,
      method: 'DELETE',
    });
    expect(await json(withdrawn)).toMatchObject({ status: 'CANCELLED' });
    await exchange(2);
    expect(await json(await get(owner.token, path))).toMatchObject({ status: 'CANCELLED' });
  });

  it('moves each request once when two instances run the exchange at the same time', async () => {
    const [a] = program as [number];
    const learner = await student([a]);
    const course = learner.courses[0]!;
    await complete(course.courseId);
    for (let i = 0; i < 3; i++) {
      await send(learner.token, {
        destination: 'TRANSCRIPT_PARTNER',
        courseIds: [course.courseId],
      });
    }
    const moves = await Promise.all([exchange(), exchange()]);
    expect(moves[0]! + moves[1]!).toBeGreaterThanOrEqual(3);
    const subjects = (await mailsTo(learner.userId)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Your transcript was sent'))).toHaveLength(3);
    expect(await eventsOf(learner.userId, 'transcriptEntity')).toHaveLength(6);
    const history = await json(await get(learner.token, '/coursework-api/transcripts'));
    expect(history.map((r: { status: string }) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
  });
});

describe('prior credit (GET /availability and POST /coursework-api/prior-credit)', () => {
  it('lists courses of the program not started, and moves a granted course to PRIOR_CREDIT', async () => {
    const [a, b] = program as [number, number];
    const learner = await student([a, b]);
    await queryRows(
      server.database.db,
      sql`update coursework_enrollments set completed_items_count = 1, last_active_at = now()
          where id = ${learner.courses.find((c) => c.productId === a)!.courseId}`,
    );
    const availability = await json(
      await get(learner.token, '/coursework-api/prior-credit/availability'),
    );
    const available = availability.available.map((c: { productId: number }) => c.productId);
    expect(available).toContain(b); // enrolled, not started
    expect(available).not.toContain(a); // started
    expect(availability.available.map((c: { courseCode: string }) => c.courseCode)).not.toContain(
      'ORI001',
    );
    const notEnrolled = available.find((id: number) => id !== b) as number;

    const body = { productIds: [b, notEnrolled], source: 'ACE', reference: 'ACE-DEMO NV-1702' };
    const [asked, again] = await Promise.all([
      post(learner.token, '/coursework-api/prior-credit', body),
      post(learner.token, '/coursework-api/prior-credit', body),
    ]);
    expect([asked.status, again.status]).toEqual([200, 200]);
    const requests = (await json(asked)).requests;
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ status: 'PENDING', source: 'ACE' });

    await reviewer();
    const after = await json(await get(learner.token, '/coursework-api/prior-credit/availability'));
    expect(after.requests.map((r: { status: string }) => r.status)).toEqual(['GRANTED', 'GRANTED']);
    const courses = await coursesOf(learner.token);
    expect(courses.find((c) => c.productId === b)!.enrollmentStatus).toBe('PRIOR_CREDIT');
    expect(courses.find((c) => c.productId === notEnrolled)!.enrollmentStatus).toBe('PRIOR_CREDIT');
    expect(await eventsOf(learner.userId, 'courseworkEntity')).toEqual(
      expect.arrayContaining([{ payload: { productIds: [b] } }]),
    );
    expect((await mailsTo(learner.userId)).map((m) => m.subject)).toContain(
      `Prior credit granted for ${courses.find((c) => c.productId === b)!.courseName}`,
    );
  });

  it('waits for the reviewer, and refuses courses not available, each by name', async () => {
    const [a] = program as [number];
    const learner = await student([a]);
    const [available] = (
      await json(await get(learner.token, '/coursework-api/prior-credit/availability'))
    ).available as { productId: number }[];
    await post(learner.token, '/coursework-api/prior-credit', {
      productIds: [available!.productId],
      source: 'COLLEGE_TRANSCRIPT',
      reference: 'Hays Community College',
    });
    await reviewer();
    const pending = await json(
      await get(learner.token, '/coursework-api/prior-credit/availability'),
    );
    expect(pending.requests[0].status).toBe('PENDING');
    await reviewer(1);
    const granted = await json(
      await get(learner.token, '/coursework-api/prior-credit/availability'),
    );
    expect(granted.requests[0].status).toBe('GRANTED');

    const otherProgram = (await programCourseIds(server, 1)).find((id) => !program.includes(id))!;
    const refused = await post(learner.token, '/coursework-api/prior-credit', {
      productIds: [otherProgram],
      source: 'EXAM',
      reference: 'CLEP College Composition 62',
    });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      courses: [
        {
          code: 'PRIOR_CREDIT_NOT_AVAILABLE',
          message: 'Prior credit is not available for this course.',
          courseName: expect.any(String),
        },
      ],
    });
    const badSource = await post(learner.token, '/coursework-api/prior-credit', {
      productIds: [available!.productId],
      source: 'HEARSAY',
      reference: 'x',
    });
    expect(badSource.status).toBe(400);
  });
});

describe('admissions review (GET /admissions/checklist and POST /coursework-api/admissions)', () => {
  it('needs a transcript for each completed course, named in the refusal, then records the review once', async () => {
    const [a, b] = program as [number, number];
    const learner = await student([a, b]);
    const noneCompleted = await post(learner.token, '/coursework-api/admissions');
    expect(noneCompleted.status).toBe(412);
    expect(await json(noneCompleted)).toMatchObject({
      global: [{ code: 'COURSEWORK_NOT_COMPLETED' }],
    });

    const done = learner.courses.find((c) => c.productId === a)!;
    await complete(done.courseId);
    const checklist = await json(await get(learner.token, '/coursework-api/admissions/checklist'));
    expect(checklist.ready).toBe(false);
    expect(checklist.review).toBeNull();
    expect(checklist.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'COURSE_COMPLETED',
          courseName: done.courseName,
          done: true,
        }),
        expect.objectContaining({
          kind: 'TRANSCRIPT_SENT',
          courseName: done.courseName,
          done: false,
        }),
      ]),
    );

    const refused = await post(learner.token, '/coursework-api/admissions');
    expect(refused.status).toBe(412);
    expect(await json(refused)).toMatchObject({
      courses: [
        {
          code: 'TRANSCRIPT_REQUIRED_BEFORE_ADMISSION',
          message:
            'The following courses requires transcript to be sent before requiring admission.',
          courseName: done.courseName,
        },
      ],
    });

    await send(learner.token, { destination: 'TARGET_INSTITUTION', courseIds: [done.courseId] });
    const [accepted, twice] = await Promise.all([
      post(learner.token, '/coursework-api/admissions'),
      post(learner.token, '/coursework-api/admissions'),
    ]);
    expect([accepted.status, twice.status]).toEqual([200, 200]);
    const answer = await json(accepted);
    expect(answer.ready).toBe(true);
    expect(answer.review).toMatchObject({ status: 'REQUESTED' });
    const reviews = await queryRows(
      server.database.db,
      sql`select id from admissions_requests where user_id = ${learner.userId}`,
    );
    expect(reviews).toHaveLength(1);
    expect((await mailsTo(learner.userId)).map((m) => m.subject)).toContain(
      'We received your request for an admissions review',
    );
  });
});
