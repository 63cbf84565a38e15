import type { Database } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import { courseworkQueries, type CourseRow } from '../../coursework-records/coursework-queries';

/**
 * A grade (and, when the provider sent one, a completed-module count) from the course's provider:
 * the coursework and its `courseworkEntity` event commit together (docs/decisions/0010), so the
 * dashboard reloads the course as soon as the change is there, and never before.
 */
export async function recordCourseGrade(options: {
  db: Database;
  row: CourseRow;
  gradePercent: number;
  completedItems?: number;
  now: Date;
}): Promise<void> {
  const { db, row, now } = options;
  const { enrollment } = row;
  await db.transaction(async (tx) => {
    await courseworkQueries.recordGrade(tx, enrollment.id, {
      gradePercent: Math.max(0, Math.min(100, Math.round(options.gradePercent))),
      completedItems: options.completedItems,
      requiredItems: enrollment.requiredItemsCount,
      now,
    });
    await outboxQueries.write(tx, {
      tenantId: enrollment.tenantId,
      userId: enrollment.userId,
      subject: 'courseworkEntity',
      payload: { productIds: [enrollment.productId] },
      now,
    });
  });
}
