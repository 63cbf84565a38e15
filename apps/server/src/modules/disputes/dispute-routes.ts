import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeListQuerySchema,
  disputePageSchema,
  disputeResponseSchema,
  disputeViewSchema,
} from '@portal/domain/ledger/dispute';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { listDisputes } from './list-disputes';
import { respondToDispute } from './respond-to-dispute';
import { SEND_DISPUTE_EVIDENCE_JOB } from './send-dispute-evidence-job';

const tags = ['staff'];

/** Finance's disputes (docs/disputes.md): the open ones with their deadlines, and the answers. */
export async function disputeRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; requireStaff: RequireStaff; jobs?: JobRunner },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = options.requireStaff({ may: 'manage_payments' });

  routes.get(
    '/staff-api/finance/disputes',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Disputes of payments within the scope, the earliest deadline first; audited',
        security: [{ bearer: [] }],
        querystring: disputeListQuerySchema,
        response: { 200: disputePageSchema },
      },
    },
    async (request) =>
      listDisputes({
        ...options,
        member: currentStaff(request).member,
        address: request.ip,
        query: request.query,
      }),
  );

  routes.post(
    '/staff-api/finance/disputes/:disputeId/response',
    {
      preHandler,
      schema: {
        tags,
        summary: "Finance's evidence for a dispute, before its deadline; audited",
        security: [{ bearer: [] }],
        params: z.object({ disputeId: z.uuid() }),
        body: disputeResponseSchema,
        response: { 200: disputeViewSchema },
      },
    },
    async (request) => {
      const answered = await respondToDispute({
        ...options,
        member: currentStaff(request).member,
        address: request.ip,
        disputeId: request.params.disputeId,
        response: request.body,
      });
      // After the commit: the job sees the evidence. A lost send is picked up by its sweep.
      await options.jobs?.send(
        SEND_DISPUTE_EVIDENCE_JOB,
        { disputeId: answered.id },
        { key: answered.id },
      );
      return answered;
    },
  );
}
