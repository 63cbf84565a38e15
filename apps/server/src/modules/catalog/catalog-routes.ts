import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import {
  categoryDetailSchema,
  productDetailSchema,
  productSummarySchema,
  topCategorySchema,
} from '@portal/domain/catalog/catalog-api';
import { programPrerequisitesSchema } from '@portal/domain/catalog/program-prerequisites';
import { planSchema } from '@portal/domain/enrollment/plans-and-promotions';
import { challengeExamSchema } from '@portal/domain/ledger/challenge-exam';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { cachePublicAnswers } from '../../http/http-cache';
import { currentUser } from '../auth/authenticate';
import { catalogQueries } from './catalog-queries';
import { productSummary, planView } from './catalog-views';
import { getCategory, listCategories } from './get-category';
import { getProductDetails } from './get-product-details';
import { listChallengeExams } from './list-challenge-exams';
import { listProgramPrerequisites } from './list-program-prerequisites';

const idParam = z.object({ id: recordIdParamSchema });
const SEARCH_LIMIT = 50;

/** The public catalog (docs/product/api-calls.md Catalog); prerequisites of a user need sign-in. */
export async function catalogRoutes(
  app: FastifyInstance,
  options: { db: Database; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];
  // Public answers are shared by every visitor: ETag and Cache-Control a CDN can honour.
  cachePublicAnswers(app);

  routes.get(
    '/catalog-api/categories',
    {
      schema: {
        tags,
        summary: 'Categories with their subcategories',
        response: { 200: z.array(topCategorySchema) },
      },
    },
    async () => listCategories(db),
  );

  routes.get(
    '/catalog-api/challenge-exams',
    {
      schema: {
        tags,
        summary: 'Challenge exams: one per course that has one, with its price',
        response: { 200: z.array(challengeExamSchema) },
      },
    },
    async () => listChallengeExams(db),
  );

  routes.get(
    '/catalog-api/categories/:id',
    {
      schema: {
        tags,
        summary: 'A category or subcategory (by id or slug) with its courses',
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: categoryDetailSchema },
      },
    },
    async (request) => getCategory({ db, idOrSlug: request.params.id }),
  );

  routes.get(
    '/catalog-api/products',
    {
      schema: {
        tags,
        summary: 'Course search by name or code',
        querystring: z.object({
          search: z
            .string()
            .trim()
            .min(1, 'validation.required')
            .max(FIELD_MAX_LENGTH.courseSearch),
        }),
        response: { 200: z.array(productSummarySchema) },
      },
    },
    async (request) =>
      (await catalogQueries.searchProducts(db, request.query.search, SEARCH_LIMIT)).map(
        productSummary,
      ),
  );

  routes.get(
    '/catalog-api/products/:id',
    {
      schema: {
        tags,
        summary: 'A course with its details',
        params: idParam,
        response: { 200: productDetailSchema },
      },
    },
    async (request) =>
      getProductDetails({ db, productId: request.params.id, config: request.tenant.config }),
  );

  routes.get(
    '/catalog-api/degreeprograms/:id/courses',
    {
      schema: {
        tags,
        summary: 'The courses of a degree program, in study order',
        params: idParam,
        response: { 200: z.array(productSummarySchema) },
      },
    },
    async (request) => {
      const rows = await catalogQueries.coursesOfDegreeProgram(db, request.params.id);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return rows.map(({ product }) => productSummary(product));
    },
  );

  routes.get(
    '/catalog-api/degreeprograms/:id/prerequisites/:userRef',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The program's courses with their prerequisites, met or not by the user",
        params: idParam.extend({ userRef: z.string().max(64) }),
        response: { 200: programPrerequisitesSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      // Object-level access (ASVS 8.2.2): another user's reference answers like a missing one.
      if (request.params.userRef !== userId && request.params.userRef !== 'me') {
        throw new AppError('NOT_FOUND');
      }
      return listProgramPrerequisites({
        db,
        tenantId: request.tenant.id,
        userId,
        degreeProgramId: request.params.id,
      });
    },
  );

  routes.get(
    '/catalog-api/plans',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Payment plans, of an employer or of the program with an enrollment code',
        querystring: z.object({
          employerId: recordIdParamSchema.optional(),
          code: z.string().trim().min(1).max(40).optional(),
        }),
        response: { 200: z.array(planSchema) },
      },
    },
    async (request) =>
      (await catalogQueries.plans(db, request.query)).map(({ plan }) => planView(plan)),
  );
}
