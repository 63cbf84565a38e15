import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseSchema } from '@portal/domain/coursework/course';
import { courseSelectionRequestSchema } from '@portal/domain/enrollment/course-selection';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { requireActiveMembership } from '../../permissions/require-permission';
import { currentUser } from '../auth/authenticate';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import { getCourse } from './get-course';
import { listCoursework } from './list-coursework';
import { selectCourses } from './select-courses';

export async function courseworkRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    /** The database as a student's GET reads it, from memory where it can (db/prepared-read.ts). */
    reads: Database;
    clock: Clock;
    authenticate: preHandlerHookHandler;
  },
): Promise<void> {
  const { db, reads, clock, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/coursework-api/coursework',
    {
      preHandler: authenticate,
      schema: {
        tags: ['coursework'],
        summary: "The signed-in user's courses",
        response: { 200: z.array(courseSchema) },
      },
    },
    async (request) => {
      const owner = { tenantId: request.tenant.id, userId: currentUser(request).userId };
      await requireActiveMembership(reads, owner);
      return listCoursework({ db: reads, ...owner, now: clock.now() });
    },
  );

  routes.get(
    '/coursework-api/coursework/:id',
    {
      preHandler: authenticate,
      schema: {
        tags: ['coursework'],
        summary: "One of the signed-in user's courses (another student's is not found)",
        params: z.object({ id: recordIdParamSchema }),
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      const owner = { tenantId: request.tenant.id, userId: currentUser(request).userId };
      await requireActiveMembership(db, owner);
      return getCourse({ db, ...owner, courseId: request.params.id, now: clock.now() });
    },
  );

  routes.put(
    '/coursework-api/coursework/selection',
    {
      preHandler: authenticate,
      schema: {
        tags: ['coursework'],
        summary: 'Enrols in courses of the degree program (paid-selective onboarding)',
        body: courseSelectionRequestSchema,
        response: { 200: z.array(courseSchema) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await selectCourses({
        db,
        tenant: request.tenant,
        userId,
        permission: 'CAN_SELECT_COURSEWORK',
        ...request.body,
        now: () => clock.now(),
      });
      return listCoursework({ db, tenantId: request.tenant.id, userId, now: clock.now() });
    },
  );
}
