import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  admissionsDecisionBodySchema,
  admissionsQueuePageSchema,
  examRegistrationDecisionBodySchema,
  examRegistrationQueuePageSchema,
  priorCreditDecisionBodySchema,
  priorCreditQueuePageSchema,
  registrarDecisionSchema,
  registrarQueueQuerySchema,
  registrarTenantsSchema,
  transcriptMoveBodySchema,
  transcriptQueuePageSchema,
  transcriptQueueQuerySchema,
} from '@portal/domain/staff/registrar-queues';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { decideAdmissionsRequest } from './decide-admissions-request';
import { decideExamRegistrationRequest } from './decide-exam-registration-request';
import { decidePriorCreditRequest } from './decide-prior-credit-request';
import {
  listAdmissionsQueue,
  listExamRegistrationQueue,
  listPriorCreditQueue,
  listRegistrarTenants,
  listTranscriptQueue,
} from './list-registrar-queue';
import { moveTranscriptAsRegistrar } from './move-transcript-request';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** The registrar's queues and their moves (docs/staff-console.md "The registrar's queues"). */
export async function registrarRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; tenants: TenantRegistry; requireStaff: RequireStaff },
): Promise<void> {
  const { db, clock, tenants, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireStaff({ may: 'work_registrar_queues' });
  const context = (request: Parameters<typeof currentStaff>[0]) => ({
    db,
    clock,
    tenants,
    member: currentStaff(request).member,
    address: request.ip,
  });

  routes.get(
    '/staff-api/registrar/tenants',
    {
      preHandler,
      schema: {
        tags,
        summary: "The tenants in scope whose registrar's decisions are staff's",
        security,
        response: { 200: registrarTenantsSchema },
      },
    },
    async (request) => listRegistrarTenants({ tenants, member: currentStaff(request).member }),
  );

  routes.get(
    '/staff-api/registrar/transcripts',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Transcript requests waiting at one step, oldest first; audited',
        security,
        querystring: transcriptQueueQuerySchema,
        response: { 200: transcriptQueuePageSchema },
      },
    },
    async (request) => listTranscriptQueue({ ...context(request), query: request.query }),
  );

  routes.post(
    '/staff-api/registrar/transcripts/:id/move',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Moves a transcript request from the step given to the next; audited',
        security,
        params: z.object({ id: recordIdParamSchema }),
        body: transcriptMoveBodySchema,
        response: { 200: registrarDecisionSchema },
      },
    },
    async (request) =>
      moveTranscriptAsRegistrar({
        ...context(request),
        id: request.params.id,
        body: request.body,
      }),
  );

  routes.get(
    '/staff-api/registrar/prior-credit',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Prior-credit requests waiting for a decision, oldest first; audited',
        security,
        querystring: registrarQueueQuerySchema,
        response: { 200: priorCreditQueuePageSchema },
      },
    },
    async (request) => listPriorCreditQueue({ ...context(request), query: request.query }),
  );

  routes.post(
    '/staff-api/registrar/prior-credit/:id/decision',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Grants or denies a prior-credit request, with a message to the student; audited',
        security,
        params: z.object({ id: recordIdParamSchema }),
        body: priorCreditDecisionBodySchema,
        response: { 200: registrarDecisionSchema },
      },
    },
    async (request) =>
      decidePriorCreditRequest({
        ...context(request),
        id: request.params.id,
        body: request.body,
      }),
  );

  routes.get(
    '/staff-api/registrar/exam-registrations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Challenge-exam registrations waiting for a decision, oldest first; audited',
        security,
        querystring: registrarQueueQuerySchema,
        response: { 200: examRegistrationQueuePageSchema },
      },
    },
    async (request) => listExamRegistrationQueue({ ...context(request), query: request.query }),
  );

  routes.post(
    '/staff-api/registrar/exam-registrations/:orderId/decision',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Confirms or refuses a challenge-exam registration, with a message to the student; audited',
        security,
        params: z.object({ orderId: z.uuid() }),
        body: examRegistrationDecisionBodySchema,
        response: { 200: registrarDecisionSchema },
      },
    },
    async (request) =>
      decideExamRegistrationRequest({
        ...context(request),
        orderId: request.params.orderId,
        body: request.body,
      }),
  );

  routes.get(
    '/staff-api/registrar/admissions',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Admissions reviews waiting for a decision, oldest first; audited',
        security,
        querystring: registrarQueueQuerySchema,
        response: { 200: admissionsQueuePageSchema },
      },
    },
    async (request) => listAdmissionsQueue({ ...context(request), query: request.query }),
  );

  routes.post(
    '/staff-api/registrar/admissions/:id/decision',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Admits or declines an admissions review, with a message to the student; audited',
        security,
        params: z.object({ id: recordIdParamSchema }),
        body: admissionsDecisionBodySchema,
        response: { 200: registrarDecisionSchema },
      },
    },
    async (request) =>
      decideAdmissionsRequest({
        ...context(request),
        id: request.params.id,
        body: request.body,
      }),
  );
}
