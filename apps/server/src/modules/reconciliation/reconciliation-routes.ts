import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reconciliationItemViewSchema,
  reconciliationQueueSchema,
  resolveReconciliationItemSchema,
} from '@portal/domain/ledger/reconciliation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { listReconciliationDays } from './list-reconciliation-days';
import { resolveReconciliationItem } from './resolve-reconciliation-item';

const tags = ['staff'];

/** Finance's reconciliation queue (docs/reconciliation.md): the imported days and their items. */
export async function reconciliationRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; requireStaff: RequireStaff },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = options.requireStaff({ may: 'manage_payments' });

  routes.get(
    '/staff-api/finance/reconciliation',
    {
      preHandler,
      schema: {
        tags,
        summary: "The gateways' imported settlement days, newest first, with what did not match",
        security: [{ bearer: [] }],
        response: { 200: reconciliationQueueSchema },
      },
    },
    async (request) =>
      listReconciliationDays({ db: options.db, member: currentStaff(request).member }),
  );

  routes.post(
    '/staff-api/finance/reconciliation/items/:itemId/resolve',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Marks a reconciliation item dealt with, with the reason; audited',
        security: [{ bearer: [] }],
        params: z.object({ itemId: z.uuid() }),
        body: resolveReconciliationItemSchema,
        response: { 200: reconciliationItemViewSchema },
      },
    },
    async (request) =>
      resolveReconciliationItem({
        ...options,
        member: currentStaff(request).member,
        address: request.ip,
        itemId: request.params.itemId,
        body: request.body,
      }),
  );
}
