import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerTranscriptMoveBodySchema,
  partnerTranscriptPageSchema,
  partnerTranscriptQuerySchema,
} from '@portal/domain/staff/partner-learners';
import { registrarDecisionSchema } from '@portal/domain/staff/registrar-queues';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { listPartnerTranscripts, movePartnerTranscript } from './partner-transcripts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** The transcripts sent to a partner school (docs/staff-console.md "Partner schools"). */
export async function partnerTranscriptRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; tenants: TenantRegistry; requireStaff: RequireStaff },
): Promise<void> {
  const { db, clock, tenants, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireStaff({ may: 'receive_transcripts' });
  const context = (request: Parameters<typeof currentStaff>[0]) => ({
    db,
    clock,
    tenants,
    member: currentStaff(request).member,
    address: request.ip,
  });

  routes.get(
    '/staff-api/partner/transcripts',
    {
      preHandler,
      schema: {
        tags,
        summary: "Transcripts sent to the member's school waiting at one step; audited",
        security,
        querystring: partnerTranscriptQuerySchema,
        response: { 200: partnerTranscriptPageSchema },
      },
    },
    async (request) => listPartnerTranscripts({ ...context(request), query: request.query }),
  );

  routes.post(
    '/staff-api/partner/transcripts/:id/move',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Marks a transcript sent to the school received, or its credit posted; audited',
        security,
        params: z.object({ id: recordIdParamSchema }),
        body: partnerTranscriptMoveBodySchema,
        response: { 200: registrarDecisionSchema },
      },
    },
    async (request) =>
      movePartnerTranscript({ ...context(request), id: request.params.id, body: request.body }),
  );
}
