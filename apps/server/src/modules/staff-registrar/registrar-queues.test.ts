import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import { dashboardStudent, FREE_EXAM } from '../../test/challenge-exams';
import { LOTS_OF_SIGN_INS, PROGRAM_ID, sendJson } from '../../test/enrolment';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { registerChallengeExams } from '../challenge-exams/register-challenge-exams';
import { advanceTranscripts } from '../transcripts/advance-transcripts';
import { reviewPriorCredit } from '../transcripts/review-prior-credit';
import { DEFAULT_TRANSCRIPT_STEP_MS } from '../transcripts/transcript-exchange-job';

// metro-transit's config gives the registrar's decisions to staff (tenants/metro-transit); the
// default tenant keeps the sandbox.
const STAFF_TENANT = 'metro-transit';
const STAFF_TENANT_PROGRAM = 1; // NOC-AAGS, one of metro-transit's programs
const STEP = DEFAULT_TRANSCRIPT_STEP_MS;
/** The portal's own courses, never credited (docs/transcripts.md). */
const SPECIAL = new Set(['ORI001', 'ACA101', 'PACA101']);

let server: TestServer;
let registrar: string;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  registrar = await signedInDemoStaff(server, 'registrar@staff.demo.test');
});
afterAll(async () => server?.close());

const db = () => server.database.db;
const later = (steps: number) => () => new Date(server.clock.now().getTime() + steps * STEP);
/** Every sandbox job, as the job runner runs them, `steps` moves later. */
async function sandboxJobs(steps = 3) {
  const tenants = server.tenants;
  for (let i = 1; i <= steps; i++) {
    await advanceTranscripts({ db: db(), tenants, stepMs: STEP, now: later(i) });
  }
  await reviewPriorCredit({ db: db(), tenants, now: later(steps) });
  await registerChallengeExams({ db: db(), tenants, now: later(steps) });
}

const staffGet = (token: string, path: string) => server.request(path, staffBearer(token));
const staffPost = (token: string, path: string, body: unknown) =>
  server.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Student {
  token: string;
  tenant: string;
  userId: string;
}

/** A student at the dashboard with one completed course and a target institution on file. */
async function student(tenant: string): Promise<Student & { courseId: number }> {
  const { token } = await dashboardStudent(
    server,
    `${randomUUID()}@example.test`,
    tenant === STAFF_TENANT ? { tenant, degreeProgramId: STAFF_TENANT_PROGRAM, userData: {} } : {},
  );
  const userId = (await json(await server.request('/user-api/users', asUser(token, tenant)))).uuid;
  await queryRows(
    db(),
    sql`update users set target_institution_id = 2, transcript_partner_id = 1 where id = ${userId}`,
  );
  // A course of the program, completed with us (what a grade passback leaves).
  const programId = tenant === STAFF_TENANT ? STAFF_TENANT_PROGRAM : PROGRAM_ID;
  const inProgram = await json(
    await server.request(`/catalog-api/degreeprograms/${programId}/courses`, { tenant }),
  );
  const course = inProgram.find((c: { code: string }) => !SPECIAL.has(c.code));
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into coursework_enrollments
          (tenant_id, user_id, product_id, enrollment_status, completed, required_items_count,
           completed_items_count, grade_percent)
        values (${tenant}, ${userId}, ${course.id}, 'ENABLED', true, 4, 4, 90)
        returning id`,
  );
  const courseId = Number(row!.id);
  return { token, tenant, userId, courseId };
}

async function sendTranscript(learner: Student & { courseId: number }): Promise<number> {
  const sent = await sendJson(server, '/coursework-api/transcripts', {
    token: learner.token,
    tenant: learner.tenant,
    method: 'POST',
    key: randomUUID(),
    body: { destination: 'TARGET_INSTITUTION', courseIds: [learner.courseId] },
  });
  expect(sent.status).toBe(200);
  return (await json(sent)).id;
}

const transcriptOf = async (learner: Student, id: number) =>
  json(
    await server.request(
      `/coursework-api/transcripts/${id}`,
      asUser(learner.token, learner.tenant),
    ),
  );

/** The outbox events and mails of a student, without their ids and times. */
async function trail(userId: string) {
  const events = await queryRows<{ subject: string; payload: unknown }>(
    db(),
    sql`select subject, payload from outbox where user_id = ${userId} order by id`,
  );
  const mails = await queryRows<{ subject: string }>(
    db(),
    sql`select subject from mail_outbox where user_id = ${userId} order by id`,
  );
  return { events, mails: mails.map((m) => m.subject) };
}

/** An item's audit entries; ids of different tables meet, so an admissions request's are by kind. */
async function auditOf(subjectId: string, subjectKind?: string) {
  return queryRows<{
    action: string;
    actor_email: string;
    tenant_id: string;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>(
    db(),
    sql`select action, actor_email, tenant_id, before, after, reason from audit_log
        where subject_id = ${subjectId}
          and (${subjectKind ?? null}::text is null or subject_kind = ${subjectKind ?? null})
        order by seq`,
  );
}

describe('the registrar decides on a staff-review tenant', () => {
  it('leaves staff-review tenants to the registrar: the sandbox jobs skip them', async () => {
    const sandboxStudent = await student('default');
    const staffStudent = await student(STAFF_TENANT);
    const sandboxRequest = await sendTranscript(sandboxStudent);
    const staffRequest = await sendTranscript(staffStudent);

    await sandboxJobs(3);

    expect((await transcriptOf(sandboxStudent, sandboxRequest)).status).toBe('POSTED');
    expect((await transcriptOf(sandboxStudent, sandboxRequest)).nextStepAt).toBeNull();
    // The student is not told of a move the sandbox would make: a registrar makes it.
    expect(await transcriptOf(staffStudent, staffRequest)).toMatchObject({
      status: 'REQUESTED',
      nextStepAt: null,
    });

    const queue = await json(await staffGet(registrar, '/staff-api/registrar/transcripts'));
    const ids = queue.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(staffRequest);
    expect(ids).not.toContain(sandboxRequest);
    const tenants = await json(await staffGet(registrar, '/staff-api/registrar/tenants'));
    expect(tenants.tenants).toEqual([{ id: STAFF_TENANT, name: 'Metro Transit Authority' }]);
  });

  it('moves a transcript step by step with the sandbox exchange’s events and mails, audited', async () => {
    // The sandbox's trail of one request, to compare with the registrar's.
    const sandboxStudent = await student('default');
    await sendTranscript(sandboxStudent);
    await sandboxJobs(3);
    const sandboxTrail = await trail(sandboxStudent.userId);

    const learner = await student(STAFF_TENANT);
    const id = await sendTranscript(learner);
    const waiting = await json(
      await staffGet(
        registrar,
        `/staff-api/registrar/transcripts?step=REQUESTED&tenant=${STAFF_TENANT}`,
      ),
    );
    expect(waiting.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      id,
      tenantId: STAFF_TENANT,
      tenantName: 'Metro Transit Authority',
      student: { id: learner.userId },
      status: 'REQUESTED',
      recipientName: expect.any(String),
      courses: [expect.objectContaining({ courseName: expect.any(String) })],
      waitingSince: expect.any(String),
    });

    for (const [from, to] of [
      ['REQUESTED', 'SENT'],
      ['SENT', 'RECEIVED'],
      ['RECEIVED', 'POSTED'],
    ] as const) {
      const moved = await staffPost(registrar, `/staff-api/registrar/transcripts/${id}/move`, {
        from,
        reason: `ticket ${from}`,
      });
      expect(moved.status).toBe(200);
      expect(await json(moved)).toMatchObject({ status: to });
      expect((await transcriptOf(learner, id)).status).toBe(to);
    }
    expect((await transcriptOf(learner, id)).nextStepAt).toBeNull();

    // The same events and mails as the sandbox's (recipient, courses and dates aside).
    const staffTrail = await trail(learner.userId);
    expect(staffTrail.events.filter((e) => e.subject === 'transcriptEntity')).toEqual(
      sandboxTrail.events.filter((e) => e.subject === 'transcriptEntity'),
    );
    expect(staffTrail.mails).toHaveLength(sandboxTrail.mails.length);
    expect(staffTrail.mails.at(-1)).toMatch(/posted your credit$/);

    const audit = await auditOf(String(id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'registrar.transcript_moved',
        actor_email: 'registrar@staff.demo.test',
        tenant_id: STAFF_TENANT,
        before: { status: 'REQUESTED', studentId: learner.userId },
        after: { status: 'SENT', studentId: learner.userId },
        reason: 'ticket REQUESTED',
      }),
      expect.objectContaining({ after: { status: 'RECEIVED', studentId: learner.userId } }),
      expect.objectContaining({ after: { status: 'POSTED', studentId: learner.userId } }),
    ]);

    // A posted request waits for nothing: moving it again is refused and changes nothing.
    const again = await staffPost(registrar, `/staff-api/registrar/transcripts/${id}/move`, {
      from: 'RECEIVED',
    });
    expect(again.status).toBe(409);
    expect((await json(again)).global[0].code).toBe('ALREADY_DECIDED');
    expect(await auditOf(String(id))).toHaveLength(3);
  });

  it('lets one of two registrars at once move a request; the other is told it already moved', async () => {
    const other = await signedInDemoStaff(server, 'admin@staff.demo.test');
    const learner = await student(STAFF_TENANT);
    const id = await sendTranscript(learner);
    const answers = await Promise.all(
      [registrar, other].map((token) =>
        staffPost(token, `/staff-api/registrar/transcripts/${id}/move`, { from: 'REQUESTED' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await transcriptOf(learner, id)).status).toBe('SENT');
    const events = (await trail(learner.userId)).events.filter(
      (e) => e.subject === 'transcriptEntity',
    );
    expect(events).toHaveLength(2); // requested, then sent once
    expect(await auditOf(String(id))).toHaveLength(1);
  });

  it('grants and denies prior credit with a message the student reads', async () => {
    const learner = await student(STAFF_TENANT);
    const path = '/coursework-api/prior-credit';
    const availability = await json(
      await server.request(`${path}/availability`, asUser(learner.token, learner.tenant)),
    );
    const [first, second] = availability.available.map((c: { productId: number }) => c.productId);
    const asked = await sendJson(server, path, {
      token: learner.token,
      tenant: learner.tenant,
      method: 'POST',
      body: { productIds: [first, second], source: 'ACE', reference: 'ACE-DEMO NV-1702' },
    });
    expect(asked.status).toBe(200);
    await sandboxJobs(1); // the documented instant grant is the sandbox's, not this tenant's
    const requests = (await json(asked)).requests as { id: number; productId: number }[];
    const idOf = (productId: number) => requests.find((r) => r.productId === productId)!.id;

    const queue = await json(await staffGet(registrar, '/staff-api/registrar/prior-credit'));
    const mine = queue.items.filter(
      (item: { student: { id: string } }) => item.student.id === learner.userId,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ source: 'ACE', reference: 'ACE-DEMO NV-1702' });

    const denyWithout = await staffPost(
      registrar,
      `/staff-api/registrar/prior-credit/${idOf(second)}/decision`,
      { decision: 'REFUSE' },
    );
    expect(denyWithout.status).toBe(400);
    expect((await json(denyWithout)).fields).toEqual([
      expect.objectContaining({ field: 'message', code: 'validation.required' }),
    ]);

    const granted = await staffPost(
      registrar,
      `/staff-api/registrar/prior-credit/${idOf(first)}/decision`,
      { decision: 'GRANT' },
    );
    expect(await json(granted)).toMatchObject({ status: 'GRANTED' });
    const denied = await staffPost(
      registrar,
      `/staff-api/registrar/prior-credit/${idOf(second)}/decision`,
      { decision: 'REFUSE', message: 'The ACE record does not cover this course.' },
    );
    expect(await json(denied)).toMatchObject({ status: 'DENIED' });
    const twice = await staffPost(
      registrar,
      `/staff-api/registrar/prior-credit/${idOf(second)}/decision`,
      { decision: 'GRANT' },
    );
    expect(twice.status).toBe(409);

    const after = await json(
      await server.request(`${path}/availability`, asUser(learner.token, learner.tenant)),
    );
    const statusOf = (productId: number) =>
      after.requests.find((r: { productId: number }) => r.productId === productId);
    expect(statusOf(first)).toMatchObject({ status: 'GRANTED', message: null });
    expect(statusOf(second)).toMatchObject({
      status: 'DENIED',
      message: 'The ACE record does not cover this course.',
    });
    const courses = await json(
      await server.request('/coursework-api/coursework', asUser(learner.token, learner.tenant)),
    );
    expect(
      courses.find((c: { productId: number }) => c.productId === first)?.enrollmentStatus,
    ).toBe('PRIOR_CREDIT');
    const { events, mails } = await trail(learner.userId);
    expect(events.filter((e) => e.subject === 'courseworkEntity').slice(-2)).toEqual([
      { subject: 'courseworkEntity', payload: { productIds: [first] } },
      { subject: 'courseworkEntity', payload: { productIds: [second] } },
    ]);
    expect(mails.slice(-2)).toEqual([
      expect.stringMatching(/^Prior credit granted for /),
      expect.stringMatching(/^Prior credit not granted for /),
    ]);
    expect(await auditOf(String(idOf(second)))).toEqual([
      expect.objectContaining({
        action: 'registrar.prior_credit_denied',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'DENIED' }),
        reason: 'The ACE record does not cover this course.',
      }),
    ]);
  });

  it('confirms or refuses a challenge-exam registration with the proctoring job’s order update', async () => {
    const orderOf = async (learner: Student) =>
      json(
        await server.request(
          `/ledger-api/orders/challenge-exam/${FREE_EXAM.productId}`,
          asUser(learner.token, learner.tenant),
        ),
      );
    const examStudent = async () => {
      const learner = await student(STAFF_TENANT);
      const placed = await sendJson(server, '/ledger-api/orders/challenge-exam', {
        token: learner.token,
        tenant: learner.tenant,
        body: { productId: FREE_EXAM.productId },
      });
      expect(placed.status).toBe(200);
      return { ...learner, orderId: (await json(placed)).orderId as string };
    };
    const confirmed = await examStudent();
    const refused = await examStudent();
    await sandboxJobs(1);
    expect((await orderOf(confirmed)).examRegistration.status).toBe('REGISTRATION_PENDING');

    const queue = await json(await staffGet(registrar, '/staff-api/registrar/exam-registrations'));
    expect(queue.items.map((item: { orderId: string }) => item.orderId)).toEqual(
      expect.arrayContaining([confirmed.orderId, refused.orderId]),
    );
    expect(queue.items[0]).toMatchObject({ examName: FREE_EXAM.name });

    const decide = (orderId: string, body: unknown) =>
      staffPost(registrar, `/staff-api/registrar/exam-registrations/${orderId}/decision`, body);
    expect(await json(await decide(confirmed.orderId, { decision: 'CONFIRM' }))).toMatchObject({
      status: 'REGISTERED',
    });
    const message = 'The proctoring service has no seat for your region; call us.';
    expect(
      await json(await decide(refused.orderId, { decision: 'REFUSE', message })),
    ).toMatchObject({ status: 'REGISTRATION_FAILED' });
    expect((await decide(refused.orderId, { decision: 'CONFIRM' })).status).toBe(409);

    expect((await orderOf(confirmed)).examRegistration).toMatchObject({
      status: 'REGISTERED',
      message: null,
    });
    expect((await orderOf(refused)).examRegistration).toMatchObject({
      status: 'REGISTRATION_FAILED',
      message,
    });
    // The order's update, as the proctoring job writes it.
    const events = (await trail(refused.userId)).events.filter((e) => e.subject === 'orderEntity');
    expect(events.at(-1)!.payload).toMatchObject({
      event: null,
      order: { examRegistration: { status: 'REGISTRATION_FAILED', message } },
    });
    expect(await auditOf(refused.orderId)).toEqual([
      expect.objectContaining({
        action: 'registrar.exam_registration_refused',
        reason: message,
        after: { status: 'REGISTRATION_FAILED', studentId: refused.userId },
      }),
    ]);
  });
});

describe('the registrar decides admissions reviews', () => {
  const checklistOf = async (learner: Student) =>
    json(
      await server.request(
        '/coursework-api/admissions/checklist',
        asUser(learner.token, learner.tenant),
      ),
    );
  /** A student who sent their completed course's transcript and asked for the review. */
  async function applicant(tenant = STAFF_TENANT) {
    const learner = await student(tenant);
    await sendTranscript(learner);
    const asked = await sendJson(server, '/coursework-api/admissions', {
      token: learner.token,
      tenant,
      method: 'POST',
    });
    expect(asked.status).toBe(200);
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from admissions_requests where user_id = ${learner.userId}`,
    );
    return { ...learner, id: Number(row!.id) };
  }
  const decide = (token: string, id: number, body: unknown) =>
    staffPost(token, `/staff-api/registrar/admissions/${id}/decision`, body);

  it('admits or declines with a message the student reads, once, audited', async () => {
    const admitted = await applicant();
    const declined = await applicant();
    const sandboxApplicant = await applicant('default');
    await sandboxJobs(3);

    const queue = await json(await staffGet(registrar, '/staff-api/registrar/admissions'));
    const ids = queue.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([admitted.id, declined.id]));
    expect(ids).not.toContain(sandboxApplicant.id);
    expect(queue.items.find((item: { id: number }) => item.id === admitted.id)).toMatchObject({
      tenantId: STAFF_TENANT,
      student: { id: admitted.userId },
      courses: [expect.objectContaining({ courseCode: expect.any(String) })],
      waitingSince: expect.any(String),
    });

    const declineWithout = await decide(registrar, declined.id, { decision: 'DECLINE' });
    expect(declineWithout.status).toBe(400);
    expect((await json(declineWithout)).fields).toEqual([
      expect.objectContaining({ field: 'message', code: 'validation.required' }),
    ]);

    const welcome = 'Welcome aboard: your adviser will write within a week.';
    const yes = await decide(registrar, admitted.id, { decision: 'ADMIT', message: welcome });
    expect(await json(yes)).toMatchObject({ status: 'ADMITTED', decidedAt: expect.any(String) });
    const reason = 'Two more courses of the program are needed first.';
    const no = await decide(registrar, declined.id, { decision: 'DECLINE', message: reason });
    expect(await json(no)).toMatchObject({ status: 'DECLINED' });
    const twice = await decide(registrar, declined.id, { decision: 'ADMIT' });
    expect(twice.status).toBe(409);
    expect((await json(twice)).global[0].code).toBe('ALREADY_DECIDED');

    expect((await checklistOf(admitted)).review).toMatchObject({
      status: 'ADMITTED',
      decidedAt: expect.any(String),
      message: welcome,
    });
    expect((await checklistOf(declined)).review).toMatchObject({
      status: 'DECLINED',
      message: reason,
    });
    // A sandbox tenant's review is decided outside the portal: it stays asked for.
    expect((await checklistOf(sandboxApplicant)).review).toMatchObject({
      status: 'REQUESTED',
      decidedAt: null,
      message: null,
    });
    expect((await decide(registrar, sandboxApplicant.id, { decision: 'ADMIT' })).status).toBe(404);

    const { events, mails } = await trail(declined.userId);
    expect(events.at(-1)).toEqual({ subject: 'courseworkEntity', payload: { productIds: [] } });
    expect(mails.at(-1)).toBe('Your admissions review: not admitted');
    expect((await trail(admitted.userId)).mails.at(-1)).toBe('You are admitted');
    expect(await auditOf(String(declined.id), 'admissions_request')).toEqual([
      expect.objectContaining({
        action: 'registrar.admission_declined',
        actor_email: 'registrar@staff.demo.test',
        tenant_id: STAFF_TENANT,
        before: { status: 'REQUESTED', studentId: declined.userId },
        after: { status: 'DECLINED', studentId: declined.userId },
        reason,
      }),
    ]);
    expect(await auditOf(String(admitted.id), 'admissions_request')).toEqual([
      expect.objectContaining({ action: 'registrar.admission_admitted', reason: welcome }),
    ]);
    const after = await json(await staffGet(registrar, '/staff-api/registrar/admissions'));
    expect(after.items.map((item: { id: number }) => item.id)).not.toContain(admitted.id);
  });

  it('refuses other roles (403) and registrars of other tenants (404)', async () => {
    const learner = await applicant();
    const support = await signedInDemoStaff(server, 'support@staff.demo.test');
    expect((await staffGet(support, '/staff-api/registrar/admissions')).status).toBe(403);
    const refused = await decide(support, learner.id, { decision: 'ADMIT' });
    expect(refused.status).toBe(403);
    expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');

    const fhsuRegistrar = await signedInStaffMember(server, {
      email: 'admissions.fhsu@staff.test',
      name: 'Fay Admissions',
      roles: ['registrar'],
      scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    expect((await decide(fhsuRegistrar, learner.id, { decision: 'ADMIT' })).status).toBe(404);
    const theirs = await json(await staffGet(fhsuRegistrar, '/staff-api/registrar/admissions'));
    expect(theirs.items).toEqual([]);
    expect((await checklistOf(learner)).review).toMatchObject({ status: 'REQUESTED' });
    expect(await auditOf(String(learner.id), 'admissions_request')).toEqual([]);
  });
});

describe('who may work the queues', () => {
  it('refuses other roles (403), and items outside the member’s tenants are not found (404)', async () => {
    const learner = await student(STAFF_TENANT);
    const id = await sendTranscript(learner);
    const sandboxStudent = await student('default');
    const sandboxId = await sendTranscript(sandboxStudent);

    const support = await signedInDemoStaff(server, 'support@staff.demo.test');
    expect((await staffGet(support, '/staff-api/registrar/transcripts')).status).toBe(403);
    const refused = await staffPost(support, `/staff-api/registrar/transcripts/${id}/move`, {
      from: 'REQUESTED',
    });
    expect(refused.status).toBe(403);
    expect((await json(refused)).global[0].code).toBe('PERMISSION_DENIED');

    const fhsuRegistrar = await signedInStaffMember(server, {
      email: 'registrar.fhsu@staff.test',
      name: 'Fay Hays',
      roles: ['registrar'],
      scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    const outside = await staffPost(fhsuRegistrar, `/staff-api/registrar/transcripts/${id}/move`, {
      from: 'REQUESTED',
    });
    expect(outside.status).toBe(404);
    const theirQueue = await json(
      await staffGet(fhsuRegistrar, '/staff-api/registrar/transcripts'),
    );
    expect(theirQueue.items).toEqual([]);
    // A sandbox tenant's request is the sandbox's: in no queue, even for an all-tenants registrar.
    const sandboxMove = await staffPost(
      registrar,
      `/staff-api/registrar/transcripts/${sandboxId}/move`,
      { from: 'REQUESTED' },
    );
    expect(sandboxMove.status).toBe(404);
    expect((await transcriptOf(learner, id)).status).toBe('REQUESTED');
    expect(await auditOf(String(id))).toEqual([]);
  });

  it('refuses bad filters and bodies with the field named (400)', async () => {
    for (const query of [
      'step=POSTED',
      'page=0',
      'page=201',
      'minDays=-1',
      'tenant=Not%20a%20tenant',
      'extra=1',
    ]) {
      const answer = await staffGet(registrar, `/staff-api/registrar/transcripts?${query}`);
      expect(answer.status, query).toBe(400);
      expect((await json(answer)).global[0]?.code ?? 'VALIDATION_FAILED').toBe('VALIDATION_FAILED');
    }
    const badBody = await staffPost(registrar, '/staff-api/registrar/transcripts/1/move', {
      from: 'POSTED',
    });
    expect(badBody.status).toBe(400);
    expect((await json(badBody)).fields).toEqual([
      expect.objectContaining({ field: 'from', code: 'validation.invalid' }),
    ]);
    const badId = await staffPost(
      registrar,
      '/staff-api/registrar/exam-registrations/nope/decision',
      {
        decision: 'CONFIRM',
      },
    );
    expect(badId.status).toBe(400);
    const missing = await staffPost(
      registrar,
      `/staff-api/registrar/exam-registrations/${randomUUID()}/decision`,
      { decision: 'CONFIRM' },
    );
    expect(missing.status).toBe(404);
  });

  it('filters by age and pages, oldest first', async () => {
    const learners = await Promise.all([student(STAFF_TENANT), student(STAFF_TENANT)]);
    const ids = [];
    for (const learner of learners) ids.push(await sendTranscript(learner));
    // The first waits for ten days, the second for one.
    const daysAgo = (days: number) =>
      new Date(server.clock.now().getTime() - days * 24 * 3600 * 1000).toISOString();
    await queryRows(
      db(),
      sql`update transcript_requests set requested_at = ${daysAgo(10)} where id = ${ids[0]!}`,
    );
    await queryRows(
      db(),
      sql`update transcript_requests set requested_at = ${daysAgo(1)} where id = ${ids[1]!}`,
    );
    const aged = await json(
      await staffGet(registrar, '/staff-api/registrar/transcripts?step=REQUESTED&minDays=5'),
    );
    const agedIds = aged.items.map((item: { id: number }) => item.id);
    expect(agedIds).toContain(ids[0]);
    expect(agedIds).not.toContain(ids[1]);
    const all = await json(await staffGet(registrar, '/staff-api/registrar/transcripts'));
    const order = all.items.map((item: { waitingSince: string }) => item.waitingSince);
    expect(order).toEqual([...order].sort());
    expect(all).toMatchObject({ page: 1, pageSize: 25 });
    const far = await json(await staffGet(registrar, '/staff-api/registrar/transcripts?page=9'));
    expect(far).toMatchObject({ items: [], page: 9, hasMore: false });
  });
});

describe('sorting a queue', () => {
  const admissions = (query: string) =>
    staffGet(registrar, `/staff-api/registrar/admissions?${query}`);
  const idsOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await json(response)).items as { id: number }[]).map((item) => item.id);
  };
  let tied: number[];

  // 26 admissions reviews asked for at the same instant (more than a page): only the id orders them.
  beforeAll(async () => {
    const at = new Date(server.clock.now().getTime() - 3 * 24 * 3600 * 1000).toISOString();
    const rows = await queryRows<{ id: number }>(
      db(),
      sql`with students as (
            insert into users (tenant_id, email, password_hash, first_name, last_name)
            select ${STAFF_TENANT}, 'tied' || i || '@example.test', 'x', 'Tied', 'Student' || i
            from generate_series(1, 26) as i
            returning id)
          insert into admissions_requests (tenant_id, user_id, courses, requested_at)
          select ${STAFF_TENANT}, id, '[]'::jsonb, ${at} from students
          returning id`,
    );
    tied = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    // What waits longer or shorter than the tie, to see the sort's direction.
    await queryRows(
      db(),
      sql`update admissions_requests set requested_at = requested_at - interval '1 day'
          where id = ${tied[0]!}`,
    );
  });
  afterAll(async () => {
    await queryRows(db(), sql`delete from users where email like 'tied%@example.test'`);
  });

  it('sorts by how long each waited, either way, paging through a tie on the id', async () => {
    const queued = async (dir: string) => {
      const first = await idsOf(await admissions(`sort=waited&dir=${dir}`));
      const second = await idsOf(await admissions(`sort=waited&dir=${dir}&page=2`));
      return [...first, ...second].filter((id) => tied.includes(id));
    };
    // The longest waiting first, then the tie by id; the other way round entirely.
    expect(await queued('desc')).toEqual(tied);
    expect(await queued('asc')).toEqual([...tied].reverse());
    // The longest waiting first is the default.
    expect(await idsOf(await admissions(''))).toEqual(
      await idsOf(await admissions('sort=waited&dir=desc')),
    );
  });

  it('sorts by tenant, then since when, the same way round', async () => {
    // One tenant gives its decisions to staff here, so within it the order is since when.
    const page = await json(await admissions('sort=tenant&dir=desc'));
    const items = page.items as { id: number; tenantId: string; waitingSince: string }[];
    expect(items.map((item) => item.tenantId)).toEqual(items.map(() => STAFF_TENANT));
    const since = items.map((item) => item.waitingSince);
    expect(since).toEqual([...since].sort().reverse());
    const shown = items.map((item) => item.id).filter((id) => tied.includes(id));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it('refuses a column the queues do not sort by, naming the field', async () => {
    for (const path of ['admissions', 'transcripts', 'prior-credit', 'exam-registrations']) {
      const response = await staffGet(registrar, `/staff-api/registrar/${path}?sort=email`);
      expect(response.status, path).toBe(400);
      expect((await json(response)).fields, path).toMatchObject([
        { field: 'sort', code: 'validation.sortColumn' },
      ]);
    }
    expect((await admissions('dir=up')).status).toBe(400);
  });
});

it('appears in the API description', async () => {
  const spec = await json(await server.request('/openapi.json'));
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining([
      '/staff-api/registrar/tenants',
      '/staff-api/registrar/transcripts',
      '/staff-api/registrar/transcripts/{id}/move',
      '/staff-api/registrar/prior-credit',
      '/staff-api/registrar/prior-credit/{id}/decision',
      '/staff-api/registrar/exam-registrations',
      '/staff-api/registrar/exam-registrations/{orderId}/decision',
      '/staff-api/registrar/admissions',
      '/staff-api/registrar/admissions/{id}/decision',
    ]),
  );
});
