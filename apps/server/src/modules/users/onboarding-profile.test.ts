import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, json } from '../../test/accounts';
import {
  learnerWithOrder,
  LOTS_OF_SIGN_INS,
  onboardingProfile,
  payByCard,
  sendJson,
} from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// fhsu is paid-selective: profile, then courses, then orientation (docs/product/screens-and-routes.md, states-and-transitions.md).
const TENANT = 'fhsu';
const PROGRAM = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

async function paidLearner() {
  const learner = await learnerWithOrder(server, { tenant: TENANT, degreeProgramId: PROGRAM });
  const paid = await payByCard(server, learner, { tenant: TENANT });
  if (paid.status !== 200) throw new Error(`pay: ${paid.status}`);
  return learner;
}

const saveProfile = (token: string, body: unknown) =>
  sendJson(server, '/user-api/users', { token, tenant: TENANT, body });

const programCourseIds = async () => {
  const courses = await json(
    await server.request(`/catalog-api/degreeprograms/${PROGRAM}/courses`, { tenant: TENANT }),
  );
  return courses.map((c: { id: number }) => c.id) as number[];
};

describe('onboarding profile, courses and orientation', () => {
  it('walks a paid learner from profile to the dashboard', async () => {
    const { token } = await paidLearner();
    const saved = await saveProfile(token, onboardingProfile());
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      dateOfBirth: '1990-04-30',
      phoneNumbers: ['(785) 555-0101'],
      targetDateProgress: '05/2027',
      addresses: [{ addressType: 'billing', address1: '600 Park St', country: 'US' }],
      attributes: { userData: { 'fhsu-status': 'New to FHSU' }, orientationStarted: false },
    });

    // Paid-selective: orientation needs a course first.
    const early = await sendJson(server, '/user-api/users/orientation', {
      token,
      tenant: TENANT,
      method: 'POST',
    });
    expect(early.status).toBe(403);

    const [first, second] = await programCourseIds();
    const selected = await sendJson(server, '/coursework-api/coursework/selection', {
      token,
      tenant: TENANT,
      body: { productIds: [first, second] },
    });
    expect(selected.status).toBe(200);
    expect((await json(selected)).map((c: { productId: number }) => c.productId).sort()).toEqual(
      [first, second].sort(),
    );

    const started = await sendJson(server, '/user-api/users/orientation', {
      token,
      tenant: TENANT,
      method: 'POST',
    });
    expect(started.status).toBe(200);
    expect((await json(started)).attributes.orientationStarted).toBe(true);
  });

  it.each([['785.555.0101'], ['+1 785 555 0101'], ['1-785-555-0101'], ['(785)5550101']])(
    'stores the phone typed as %s in the form (###) ###-#### (docs/checkout.md)',
    async (typed) => {
      const { token } = await paidLearner();
      const saved = await saveProfile(token, onboardingProfile({ phoneNumbers: [typed] }));
      expect(saved.status).toBe(200);
      expect((await json(saved)).phoneNumbers).toEqual(['(785) 555-0101']);
      const user = await json(await server.request('/user-api/users', asUser(token, TENANT)));
      expect(user.phoneNumbers).toEqual(['(785) 555-0101']);
    },
  );

  it('refuses the profile before payment', async () => {
    const { token } = await learnerWithOrder(server, { tenant: TENANT, degreeProgramId: PROGRAM });
    const response = await saveProfile(token, onboardingProfile());
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      global: [{ code: 'PERMISSION_DENIED', message: 'You do not have access permissions.' }],
    });
  });

  it.each([
    [
      { phoneNumbers: ['785-555-010'] },
      'phoneNumbers.0',
      'validation.phone',
      'The phone number must contain 10 digits',
    ],
    [
      { targetDateProgress: '10/2026' },
      'targetDateProgress',
      'validation.targetDatePast',
      "Target date can't be in past",
    ],
    [
      { targetDateProgress: '2027-05' },
      'targetDateProgress',
      'validation.targetDateFormat',
      'Enter the date as MM/YYYY',
    ],
    [
      { dateOfBirth: '2030-01-01' },
      'dateOfBirth',
      'validation.dateOfBirth',
      'Enter a valid date of birth',
    ],
    [
      { dateOfBirth: '1990-02-30' },
      'dateOfBirth',
      'validation.dateOfBirth',
      'Enter a valid date of birth',
    ],
    [{ userData: {} }, 'userData.fhsu-status', 'validation.required', 'This field is required'],
    [
      { userData: { 'fhsu-status': 'Alumni' } },
      'userData.fhsu-status',
      'validation.option',
      'Choose one of the options',
    ],
  ])('refuses %j in the catalogue words', async (change, field, code, message) => {
    const { token } = await paidLearner();
    const response = await saveProfile(token, onboardingProfile(change));
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toContainEqual({ field, code, message });
  });

  it('refuses course selections the rules forbid, course by course', async () => {
    const { token } = await paidLearner();
    await saveProfile(token, onboardingProfile());
    const ids = await programCourseIds();
    const select = (productIds: number[]) =>
      sendJson(server, '/coursework-api/coursework/selection', {
        token,
        tenant: TENANT,
        body: { productIds },
      });

    expect((await select([ids[0]!])).status).toBe(200);
    const again = await select([ids[0]!]);
    expect(again.status).toBe(409);
    const body = await json(again);
    expect(body.courses).toEqual([
      {
        code: 'ALREADY_ENROLLED',
        message: 'You are already enrolled in the selected course',
        courseName: expect.any(String),
      },
    ]);

    const [outsider] = await queryRows<{ id: number }>(
      server.database.db,
      sql`select id from products where id not in
          (select product_id from degree_program_courses where degree_program_id = ${PROGRAM}) limit 1`,
    );
    const outside = await select([outsider!.id]);
    expect((await json(outside)).courses[0]).toMatchObject({
      code: 'PRODUCT_NOT_BELONG_TO_PROGRAM',
      message: 'The course could not be added to program',
    });

    const tooMany = await select(ids.slice(1, 5));
    expect(tooMany.status).toBe(409);
    expect(await json(tooMany)).toEqual({
      global: [
        { code: 'EXCEEDED_NUMBER_OF_COURSES', message: 'The number of courses exceed the limit' },
      ],
    });

    await server.database.db.execute(
      sql`update coursework_enrollments set enrollment_status = 'DISABLED' where product_id = ${ids[0]}`,
    );
    const removed = await select([ids[0]!]);
    expect((await json(removed)).courses[0]).toMatchObject({
      code: 'ENROLL_IN_REMOVED_COURSE',
      message: 'You can not enrol in this course',
    });
  });
});
