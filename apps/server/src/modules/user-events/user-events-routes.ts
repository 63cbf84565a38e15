import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previousLoginSchema } from '@portal/domain/user/previous-login';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { findPreviousLogin } from './find-previous-login';

/** docs/product/api-calls.md user events. */
export async function userEventsRoutes(
  app: FastifyInstance,
  options: {
    /** The database as a student's GET reads it, from memory where it can (db/prepared-read.ts). */
    reads: Database;
    clock: Clock;
    authenticate: preHandlerHookHandler;
  },
): Promise<void> {
  const { reads, clock, authenticate } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user-events-api/users/events/USER_LOGIN/previous',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'When the user signed in before this session (null on a first sign-in)',
        response: { 200: previousLoginSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request);
      // Viewing as the student: what the student's latest session shows, not the view's.
      return findPreviousLogin(
        reads,
        { tenantId: request.tenant.id, userId, sessionId: request.viewAs ? null : sessionId },
        clock.now(),
      );
    },
  );
}
