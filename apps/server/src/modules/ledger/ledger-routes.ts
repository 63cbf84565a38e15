import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { currentUser } from '../auth/authenticate';
import { ledgerQueries } from './ledger-queries';
import { membershipSchema, membershipView, orderSchema, orderView } from './ledger-views';

export async function ledgerRoutes(
  app: FastifyInstance,
  options: { db: Database; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ledger-api/orders/degreeprogram',
    {
      preHandler: authenticate,
      schema: {
        tags: ['ledger'],
        summary: "The signed-in user's degree-program (enrollment plan) order",
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const found = await ledgerQueries.latestOrder(
        db,
        request.tenant.id,
        userId,
        'ENROLLMENT_PLAN',
      );
      if (!found) throw new AppError('NOT_FOUND');
      return orderView(found);
    },
  );

  routes.get(
    '/ledger-api/memberships',
    {
      preHandler: authenticate,
      schema: {
        tags: ['ledger'],
        summary: "The signed-in user's membership",
        response: { 200: membershipSchema },
      },
    },
    async (request) => {
      const row = await ledgerQueries.membership(
        db,
        request.tenant.id,
        currentUser(request).userId,
      );
      if (!row) throw new AppError('NOT_FOUND');
      return membershipView(row);
    },
  );
}
