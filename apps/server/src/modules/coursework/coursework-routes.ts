import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { courseworkQueries } from './coursework-queries';

/** The Course (coursework) entity of SPEC §3. */
const courseSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  courseCode: z.string(),
  categoriesCode: z.array(z.string()),
  productId: z.number(),
  enrollmentStatus: z.string(),
  isEligibleForTranscript: z.boolean(),
  completed: z.boolean(),
  requiredGradeableItemsCompletedCount: z.number(),
  requiredGradeableItemsCount: z.number(),
});

export async function courseworkRoutes(
  app: FastifyInstance,
  options: { db: Database; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, authenticate } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
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
      const { userId } = currentUser(request);
      const rows = await courseworkQueries.listForUser(db, request.tenant.id, userId);
      return rows.map(({ enrollment, product, category }) => ({
        courseId: enrollment.id,
        courseName: product.name,
        courseCode: product.code,
        categoriesCode: category ? [category.slug] : [],
        productId: product.id,
        enrollmentStatus: enrollment.enrollmentStatus,
        isEligibleForTranscript: enrollment.completed,
        completed: enrollment.completed,
        requiredGradeableItemsCompletedCount: enrollment.completedItemsCount,
        requiredGradeableItemsCount: enrollment.requiredItemsCount,
      }));
    },
  );
}
