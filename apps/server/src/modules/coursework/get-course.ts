import type { Course } from '@portal/domain/coursework/course';
import type { Executor } from '../../db/database';
import { found } from '../../http/app-error';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { courseView } from './list-coursework';

/** GET /coursework-api/coursework/{id}: one of the student's own courses; anyone else's is 404. */
export async function getCourse(options: {
  db: Executor;
  tenantId: string;
  userId: string;
  courseId: number;
  now: Date;
}): Promise<Course> {
  const row = found(
    await courseworkQueries.findForUser(
      options.db,
      options.tenantId,
      options.userId,
      options.courseId,
    ),
  );
  return courseView(row, options.now);
}
