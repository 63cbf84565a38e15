import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseSchema } from '@portal/domain/coursework/course';
import { courseSelectionRequestSchema } from '@portal/domain/enrollment/course-selection';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { listCoursework } from './list-coursework';
import { removeCourse } from './remove-course';
import { selectCourses } from './select-courses';

const tags = ['coursework'];

/**
 * The manage-courses page's calls (docs/dashboard.md): a student past onboarding adds courses of
 * their program and drops courses in progress. Each answers the student's coursework as it now is.
 */
export async function manageCoursesRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, clock, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now();
  const coursesOf = (request: FastifyRequest) =>
    listCoursework({
      db,
      tenantId: request.tenant.id,
      userId: currentUser(request).userId,
      now: now(),
    });

  routes.post(
    '/coursework-api/coursework',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Adds courses of the degree program (manage courses)',
        body: courseSelectionRequestSchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    async (request) => {
      await selectCourses({
        db,
        tenant: request.tenant,
        userId: currentUser(request).userId,
        permission: 'CAN_ACCESS_DASHBOARD',
        ...request.body,
        now,
      });
      return coursesOf(request);
    },
  );

  routes.delete(
    '/coursework-api/coursework/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Drops a course still in progress (manage courses)',
        params: z.object({ id: recordIdParamSchema }),
        response: { 200: z.array(courseSchema) },
      },
    },
    async (request) => {
      await removeCourse({
        db,
        tenant: request.tenant,
        userId: currentUser(request).userId,
        courseId: request.params.id,
        now,
      });
      return coursesOf(request);
    },
  );
}
