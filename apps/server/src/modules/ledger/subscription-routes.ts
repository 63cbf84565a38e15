import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancelSubscriptionSchema, subscriptionSchema } from '@portal/domain/ledger/subscription';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import { currentUser } from '../auth/authenticate';
import { cancelSubscription, restartSubscription } from './change-subscription';
import { subscriptionView } from './ledger-views';
import type { Owner } from './owner';
import { subscriptionQueries } from './subscription-queries';

const tags = ['ledger'];

function ownerOf(request: FastifyRequest): Owner {
  return { tenantId: request.tenant.id, userId: currentUser(request).userId };
}

/** SPEC §7 Ledger: the learner's payment plan (docs/billing.md). */
export async function subscriptionRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, clock, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ledger-api/subscriptions/current',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The user's latest payment plan",
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      subscriptionView(found(await subscriptionQueries.latest(db, ownerOf(request)))),
  );

  routes.put(
    '/ledger-api/subscriptions/cancel',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Stops billing at the end of the paid period (reason optional)',
        body: cancelSubscriptionSchema.optional(),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      cancelSubscription({
        db,
        owner: ownerOf(request),
        reason: request.body?.reason,
        now: clock.now(),
      }),
  );

  routes.put(
    '/ledger-api/subscriptions/restart',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Withdraws a cancel, or restarts a disabled plan with a charge',
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => restartSubscription({ db, owner: ownerOf(request), now: clock.now() }),
  );
}
