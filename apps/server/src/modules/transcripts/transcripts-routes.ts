import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admissionsChecklistSchema } from '@portal/domain/coursework/admissions';
import {
  priorCreditAvailabilitySchema,
  priorCreditBodySchema,
} from '@portal/domain/coursework/prior-credit';
import {
  transcriptRequestBodySchema,
  transcriptRequestSchema,
} from '@portal/domain/coursework/transcript-request';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@portal/domain/enrollment/idempotency-key';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { requireActiveMembership } from '../../permissions/require-permission';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentUser } from '../auth/authenticate';
import { getAdmissionsChecklist, requestAdmissionsReview } from './admissions-review';
import { cancelTranscript } from './cancel-transcript';
import { getTranscript, listTranscripts } from './list-transcripts';
import { getPriorCreditAvailability, requestPriorCredit } from './prior-credit';
import { sendTranscript } from './send-transcript';

const tags = ['coursework'];
const idParams = z.object({ id: recordIdParamSchema });
const idempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

/**
 * Transcripts, prior credit and the admissions review (docs/transcripts.md).
 * Reads need a signed-in student with a membership; changes need the dashboard level.
 */
export async function transcriptsRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    tenants: TenantRegistry;
    authenticate: preHandlerHookHandler;
    /** How long each move of the transcript exchange and a prior-credit review take. */
    stepMs: number;
  },
): Promise<void> {
  const { db, clock, tenants, authenticate, stepMs } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now();
  const ownerOf = async (request: FastifyRequest) => {
    const owner = { tenantId: request.tenant.id, userId: currentUser(request).userId };
    await requireActiveMembership(db, owner);
    return owner;
  };

  routes.get(
    '/coursework-api/transcripts',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The transcript send history, newest first',
        response: { 200: z.array(transcriptRequestSchema) },
      },
    },
    async (request) => listTranscripts({ db, ...(await ownerOf(request)) }),
  );

  routes.get(
    '/coursework-api/transcripts/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "One transcript request (another student's is not found)",
        params: idParams,
        response: { 200: transcriptRequestSchema },
      },
    },
    async (request) =>
      getTranscript({ db, ...(await ownerOf(request)), requestId: request.params.id }),
  );

  routes.post(
    '/coursework-api/transcripts',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Sends a transcript of completed courses (Idempotency-Key header required)',
        headers: idempotencyHeaders,
        body: transcriptRequestBodySchema,
        response: { 200: transcriptRequestSchema },
      },
    },
    async (request) =>
      sendTranscript({
        db,
        tenant: request.tenant,
        tenants,
        userId: currentUser(request).userId,
        body: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        stepMs,
        now,
      }),
  );

  routes.delete(
    '/coursework-api/transcripts/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Withdraws a transcript request not sent yet',
        params: idParams,
        response: { 200: transcriptRequestSchema },
      },
    },
    async (request) =>
      cancelTranscript({
        db,
        tenant: request.tenant,
        userId: currentUser(request).userId,
        requestId: request.params.id,
        now,
      }),
  );

  routes.get(
    '/coursework-api/prior-credit/availability',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Courses prior credit may be asked for, and the requests made',
        response: { 200: priorCreditAvailabilitySchema },
      },
    },
    async (request) => getPriorCreditAvailability({ db, ...(await ownerOf(request)) }),
  );

  routes.post(
    '/coursework-api/prior-credit',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Asks for prior credit on courses of the program',
        body: priorCreditBodySchema,
        response: { 200: priorCreditAvailabilitySchema },
      },
    },
    async (request) =>
      requestPriorCredit({
        db,
        tenant: request.tenant,
        userId: currentUser(request).userId,
        body: request.body,
        stepMs,
        now,
      }),
  );

  routes.get(
    '/coursework-api/admissions/checklist',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'What the admissions review needs, and whether it was asked for',
        response: { 200: admissionsChecklistSchema },
      },
    },
    async (request) => getAdmissionsChecklist({ db, ...(await ownerOf(request)) }),
  );

  routes.post(
    '/coursework-api/admissions',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Asks for an admissions review',
        response: { 200: admissionsChecklistSchema },
      },
    },
    async (request) =>
      requestAdmissionsReview({
        db,
        tenant: request.tenant,
        tenants,
        userId: currentUser(request).userId,
        now,
      }),
  );
}
