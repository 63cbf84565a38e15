// On PostgreSQL a transaction is one connection of the pool, and node-postgres takes one query at a
// time on a connection: the use cases that read several things at once inside a transaction
// must send them in turn there (`queryAll`). Each call below runs such reads in its transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, json } from '../test/accounts';
import { dashboardStudent, orderExam, PAID_EXAM } from '../test/challenge-exams';
import { programCourseIds, SELECTIVE_TENANT, studentAtDashboard } from '../test/coursework';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard, sendJson } from '../test/enrolment';
import { recordOverlappingQueries } from '../test/overlapping-queries';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let overlaps: string[];
let program: number[];

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
  if (server.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  overlaps = recordOverlappingQueries(server.database.client).overlaps;
  program = await programCourseIds(server);
});
afterAll(async () => server?.close());
beforeEach(() => {
  overlaps.length = 0;
});

const tenant = SELECTIVE_TENANT;
const post = (token: string, path: string, body?: unknown) =>
  sendJson(server, path, { token, tenant, method: 'POST', body });

describe('a transaction sends its queries one at a time', () => {
  it('placing and paying for a degree-program order (the order read back for its event)', async () => {
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    expect(overlaps).toEqual([]);
  });

  it('choosing courses in onboarding, then adding one on the dashboard', async () => {
    const [a, b] = program as [number, number];
    const student = await studentAtDashboard(server, [a]);
    expect(
      (await post(student.token, '/coursework-api/coursework', { productIds: [b] })).status,
    ).toBe(200);
    expect(overlaps).toEqual([]);
  });

  it('asking for prior credit', async () => {
    const student = await studentAtDashboard(server, [program[0]!]);
    const { available } = await json(
      await server.request(
        '/coursework-api/prior-credit/availability',
        asUser(student.token, tenant),
      ),
    );
    overlaps.length = 0;
    const asked = await post(student.token, '/coursework-api/prior-credit', {
      productIds: [available[0].productId],
      source: 'ACE',
      reference: 'ACE-DEMO NV-1702',
    });
    expect(asked.status).toBe(200);
    expect(overlaps).toEqual([]);
  });

  it('asking for an admissions review (the checklist is read in the transaction)', async () => {
    const student = await studentAtDashboard(server, [program[0]!]);
    overlaps.length = 0;
    const refused = await post(student.token, '/coursework-api/admissions');
    expect(await json(refused)).toMatchObject({ global: [{ code: 'COURSEWORK_NOT_COMPLETED' }] });
    expect(overlaps).toEqual([]);
  });

  it('ordering a challenge exam', async () => {
    const { token } = await dashboardStudent(server);
    overlaps.length = 0;
    expect((await orderExam(server, token, PAID_EXAM.productId)).status).toBe(200);
    expect(overlaps).toEqual([]);
  });
});
