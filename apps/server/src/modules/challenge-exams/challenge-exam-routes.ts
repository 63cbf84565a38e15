import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSchema } from '@portal/domain/enrollment/order';
import { paymentMethodsSchema } from '@portal/domain/enrollment/plans-and-promotions';
import {
  challengeExamOrderRequestSchema,
  examPaymentMethods,
} from '@portal/domain/ledger/challenge-exam';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import { requirePermission } from '../../permissions/require-permission';
import { ownerOf } from '../orders/request-owner';
import { loadOrderView } from '../../ledger-records/ledger-views';
import { listPaymentMethods } from '../orders/list-payment-methods';
import { orderQueries } from '../../ledger-records/order-queries';
import { placeChallengeExamOrder } from './place-challenge-exam-order';

const tags = ['ledger'];

/**
 * docs/product/api-calls.md Ledger, challenge exams (docs/challenge-exams.md). The order is paid through the order
 * payment routes of ledger-routes.ts, which check an exam order's own methods and permission.
 */
export async function challengeExamRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, clock, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ledger-api/orders/challenge-exam/:productId',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "The user's order of a challenge exam (by the exam's product id), with its registration",
        params: z.object({ productId: recordIdParamSchema }),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const order = found(
        await orderQueries.challengeExamOrder(db, owner, request.params.productId),
      );
      return found(await loadOrderView(db, owner, order.id));
    },
  );

  routes.put(
    '/ledger-api/orders/challenge-exam',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "Creates or returns the user's order of a challenge exam; a $0.00 exam is enabled at once",
        body: challengeExamOrderRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      await requirePermission(db, ownerOf(request), request.tenant, 'CAN_ACCESS_DASHBOARD');
      return placeChallengeExamOrder({
        db,
        owner: ownerOf(request),
        productId: request.body.productId,
        now: clock.now(),
      });
    },
  );

  routes.get(
    '/ledger-api/challenge-exam/payment/methods',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The payment methods a challenge exam can be paid with, keyed by method',
        response: { 200: paymentMethodsSchema },
      },
    },
    async (request) => listPaymentMethods(request.tenant.config, examPaymentMethods),
  );
}
