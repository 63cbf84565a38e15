import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadSchema, registrationSchema } from '@portal/domain/validation/forms';
import { onboardingProfileRequestSchema } from '@portal/domain/enrollment/onboarding-profile';
import { requestReceivedSchema } from '@portal/domain/user/request-received';
import { userProfileSchema } from '@portal/domain/user/user-profile';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { pageLanguage } from '../../i18n/reader-language';
import { currentUser } from '../auth/authenticate';
import { registerUser } from './register-user';
import { saveOnboardingProfile } from './save-onboarding-profile';
import { startOrientation } from './start-orientation';
import { submitLead } from './submit-lead';
import { getUserProfile } from './user-profile';

export async function usersRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    /** The database as a student's GET reads it, from memory where it can (db/prepared-read.ts). */
    reads: Database;
    clock: Clock;
    authenticate: preHandlerHookHandler;
  },
): Promise<void> {
  const { db, reads, clock, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/user-api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Creates an account (public)',
        body: registrationSchema,
        response: { 201: userProfileSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const { id } = await registerUser({
        db,
        tenantId,
        input: request.body,
        language: pageLanguage(request.tenant.config, request.headers['accept-language']),
      });
      return reply.status(201).send(await getUserProfile({ db, tenantId, userId: id }));
    },
  );

  routes.get(
    '/user-api/users',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: userProfileSchema },
      },
    },
    async (request) =>
      getUserProfile({
        db: reads,
        tenantId: request.tenant.id,
        userId: currentUser(request).userId,
      }),
  );

  routes.put(
    '/user-api/users',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Saves the onboarding profile: contact data and the answers as userData',
        body: onboardingProfileRequestSchema(() => clock.now()),
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return saveOnboardingProfile({
        db,
        tenant: request.tenant,
        userId,
        profile: request.body,
        now: () => clock.now(),
      });
    },
  );

  routes.post(
    '/user-api/users/orientation',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Starts orientation, which opens the dashboard',
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await startOrientation({ db, tenant: request.tenant, userId, now: () => clock.now() });
      return getUserProfile({ db, tenantId: request.tenant.id, userId });
    },
  );

  routes.post(
    '/user-api/leads',
    {
      schema: {
        tags: ['users'],
        summary: 'A request for information from the public site (public)',
        body: leadSchema,
        response: { 201: requestReceivedSchema },
      },
    },
    async (request, reply) => {
      await submitLead({ db, tenantId: request.tenant.id, lead: request.body });
      return reply.status(201).send({ status: 'received' as const });
    },
  );
}
