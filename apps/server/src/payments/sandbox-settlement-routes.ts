import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settlementDaySchema } from '@portal/domain/ledger/reconciliation';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { cardSettlementFile } from './sandbox-settlement-file';

export const SANDBOX_SETTLEMENTS_PREFIX = '/sandbox-settlements';

/**
 * The sandbox gateways' daily settlement files (docs/reconciliation.md), served as the gateway's
 * report download would be: `GET /sandbox-settlements/card/2026-11-27.csv`.
 */
export async function sandboxSettlementRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `${SANDBOX_SETTLEMENTS_PREFIX}/card/:file`,
    {
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox card gateway's settlement report of a UTC day (CSV)",
        params: z.object({ file: z.string().regex(/^\d{4}-\d{2}-\d{2}\.csv$/) }),
      },
    },
    async (request, reply) => {
      const day = settlementDaySchema.safeParse(request.params.file.slice(0, 10));
      // A day that is not on the calendar has no file.
      if (!day.success) throw new AppError('NOT_FOUND');
      reply.type('text/csv; charset=utf-8');
      return cardSettlementFile(options.db, day.data);
    },
  );
}
