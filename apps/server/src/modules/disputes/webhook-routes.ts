import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WEBHOOK_GATEWAYS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookGateway,
} from '@portal/domain/ledger/dispute';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { receiveWebhook } from './receive-webhook';

export const WEBHOOKS_PREFIX = '/webhooks';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * The gateways' webhooks (docs/disputes.md). In this plugin only, a JSON body is kept as the raw
 * text it came as: the signature is over those exact bytes, which a parse and re-serialise would
 * not reproduce.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    jobs: JobRunner | undefined;
    secrets: Record<WebhookGateway, string>;
  },
): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body)),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `${WEBHOOKS_PREFIX}/:gateway`,
    {
      // A gateway's server posts here, not a page: it proves itself by the signature.
      config: { requestedWith: 'from-any-site' },
      schema: {
        tags: ['webhooks'],
        summary:
          "A gateway's signed dispute event (X-Gateway-Signature); kept once per event id and applied by a job",
        params: z.object({ gateway: z.enum(WEBHOOK_GATEWAYS) }),
        response: { 200: receivedSchema, 202: receivedSchema },
      },
    },
    async (request, reply) => {
      const { gateway } = request.params;
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const { duplicate } = await receiveWebhook({
        ...options,
        gateway,
        secret: options.secrets[gateway],
        body: typeof request.body === 'string' ? request.body : '',
        signature: typeof header === 'string' ? header : undefined,
      });
      return reply.status(duplicate ? 200 : 202).send({ received: true });
    },
  );
}
