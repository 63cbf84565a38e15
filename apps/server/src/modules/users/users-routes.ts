import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registrationSchema } from '@portal/domain/validation/forms';
import type { Database } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { registerUser } from './register-user';
import { getUserProfile, userProfileSchema } from './user-profile';

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
}
