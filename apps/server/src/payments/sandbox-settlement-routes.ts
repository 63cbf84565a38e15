import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settlementDaySchema } from '@portal/domain/ledger/reconciliation';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import {
  bankSettlementFile,
  cardSettlementFile,
  paypalSettlementFile,
} from './sandbox-settlement-file';

export const SANDBOX_SETTLEMENTS_PREFIX = '/sandbox-settlements';

/**
 * The sandbox gateways' daily settlement files (docs/reconciliation.md), served as the gateway's
 * report download would be: `GET /sandbox-settlements/card/2026-11-27.csv`, `/sandbox-settlements/paypal/2026-11-27.csv`. Each gateway's
 * file is served while its sandbox takes the money.
 */
export async function sandboxSettlementRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    gateways: { card: boolean; bank: boolean; paypal: boolean };
  },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const files = {
    card: cardSettlementFile,
    bank: bankSettlementFile,
    paypal: paypalSettlementFile,
  };
  for (const gateway of ['card', 'bank', 'paypal'] as const) {
    if (!options.gateways[gateway]) continue;
    routes.get(
      `${SANDBOX_SETTLEMENTS_PREFIX}/${gateway}/:file`,
      {
        schema: {
          tags: ['sandbox'],
          summary: `The sandbox ${gateway} gateway's settlement report of a UTC day (CSV)`,
          params: z.object({ file: z.string().regex(/^\d{4}-\d{2}-\d{2}\.csv$/) }),
          produces: ['text/csv'],
          response: {
            200: z.string().describe("The day's settlement lines as CSV (docs/reconciliation.md)"),
          },
        },
      },
      async (request, reply) => {
        const day = settlementDaySchema.safeParse(request.params.file.slice(0, 10));
        // A day that is not on the calendar has no file.
        if (!day.success) throw new AppError('NOT_FOUND');
        const file = await files[gateway](options.db, day.data, options.clock.now());
        return reply.type('text/csv; charset=utf-8').send(file);
      },
    );
  }
}
