import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeFeedback } from '@portal/domain/coursework/grade-feedback';
import { asUser, json } from '../../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard } from '../../test/enrolment';
import { queryRows } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

// docs/dashboard.md: every activity and grade boundary, through the coursework API the dashboard reads,
// on the server's clock (docs/product/states-and-transitions.md and constants-and-limits.md: 72, 84 and 96 hours; 80 and 70 percent).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ loginAttemptsPerMinute: LOTS_OF_SIGN_INS });
});
afterAll(async () => server?.close());

const HOUR_MS = 3_600_000;
const BOUNDARIES: [hours: number, grade: number, activity: string, feedback: string][] = [
  [71, 69, 'SUCCESS', 'ERROR'],
  [72, 70, 'SUCCESS', 'WARNING'],
  [84, 79, 'WARNING', 'WARNING'],
  [85, 80, 'WARNING', 'SUCCESS'],
  [96, 100, 'WARNING', 'SUCCESS'],
  [97, 0, 'ERROR', 'ERROR'],
];

describe('the standing of each course (GET /coursework-api/coursework)', () => {
  it('reads activity from the hours since last active and feedback from the grade', async () => {
    server.clock.set(new Date('2027-04-10T12:00:00Z'));
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const now = server.clock.now().getTime();
    const products = await queryRows<{ id: number }>(
      server.database.db,
      sql`select id from products order by id limit ${BOUNDARIES.length}`,
    );
    for (const [index, [hours, grade]] of BOUNDARIES.entries()) {
      await queryRows(
        server.database.db,
        sql`insert into coursework_enrollments (tenant_id, user_id, product_id, enrollment_status,
              required_items_count, completed_items_count, grade_percent, last_active_at)
            select tenant_id, user_id, ${products[index]!.id}, 'ENABLED', 8, 2, ${grade},
              ${new Date(now - hours * HOUR_MS)}
            from orders where id = ${learner.orderId}`,
      );
    }
    const courses = await json(
      await server.request('/coursework-api/coursework', asUser(learner.token)),
    );
    const byProduct = new Map(courses.map((c: { productId: number }) => [c.productId, c]));
    for (const [index, [hours, grade, activity, feedback]] of BOUNDARIES.entries()) {
      const course = byProduct.get(products[index]!.id) as {
        activityStatus: string;
        gradePercent: number | null;
        completed: boolean;
      };
      expect({ hours, activity: course.activityStatus }).toEqual({ hours, activity });
      expect({ grade, feedback: gradeFeedback(course) }).toEqual({ grade, feedback });
    }
  });
});
