import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  leadSchema,
  registrationSchema,
  supportRequestSchema,
} from '@portal/domain/validation/forms';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { registerUser } from './register-user';
import { submitLead } from './submit-lead';
import { submitSupportRequest } from './submit-support-request';
import { getUserProfile, userProfileSchema } from './user-profile';

const acceptedSchema = z.object({ status: z.literal('received') });

export async function usersRoutes(
  app: FastifyInstance,
  options: { db: Database; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, authenticate } = options;
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
      const { id } = await registerUser({ db, tenantId, input: request.body });
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
      getUserProfile({ db, tenantId: request.tenant.id, userId: currentUser(request).userId }),
  );

  routes.post(
    '/user-api/leads',
    {
      schema: {
        tags: ['users'],
        summary: 'A request for information from the public site (public)',
        body: leadSchema,
        response: { 201: acceptedSchema },
      },
    },
    async (request, reply) => {
      await submitLead({ db, tenantId: request.tenant.id, lead: request.body });
      return reply.status(201).send({ status: 'received' as const });
    },
  );

  routes.post(
    '/user-api/users/supportrequest',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "A signed-in student's support request",
        body: supportRequestSchema,
        response: { 201: acceptedSchema },
      },
    },
    async (request, reply) => {
      await submitSupportRequest({
        db,
        tenantId: request.tenant.id,
        userId: currentUser(request).userId,
        request: request.body,
      });
      return reply.status(201).send({ status: 'received' as const });
    },
  );
}
