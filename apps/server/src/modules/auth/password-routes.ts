import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordChangeSchema,
  passwordRecoveryAnswerSchema,
  passwordRecoveryRequestSchema,
  passwordResetSchema,
  resetCodeCheckSchema,
  resetCodeSchema,
} from '@portal/domain/auth/password-reset';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { pageLanguage } from '../../i18n/reader-language';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { LiveSessionCache } from './live-session-cache';
import { currentUser } from './authenticate';
import { changePassword } from './change-password';
import { sendPasswordRecovery } from './request-password-recovery';
import { checkResetCode, resetPassword } from './reset-password';
import { registerPerAddressLimit } from '../../http/per-address-limit';

const tags = ['users'];
const codeParams = z.object({ code: resetCodeSchema });

/**
 * The password calls of docs/product/api-calls.md: the three reset calls (docs/password-recovery.md; public, the code is
 * the credential) and the signed-in user's change of password.
 */
export async function passwordRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    tenants: TenantRegistry;
    sessions: LiveSessionCache;
    authenticate: preHandlerHookHandler;
    /** Requests per minute per client address on the public reset calls (as for sign-in). */
    attemptsPerMinute: number;
    redis?: Redis;
  },
): Promise<void> {
  const { db, clock, tenants, sessions, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Per-address limit on the public calls: asking for links (mail to strangers' inboxes) and
  // trying codes. The same settings as the token endpoint's (auth-routes.ts).
  const limited = await registerPerAddressLimit(app, {
    attemptsPerMinute: options.attemptsPerMinute,
    nameSpace: 'portal-recovery-limit-',
    redis: options.redis,
  });

  routes.post(
    '/user-api/users/reset/password/',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mails a recovery link if the address is registered; the answer never says',
        body: passwordRecoveryRequestSchema,
        response: { 200: passwordRecoveryAnswerSchema },
      },
    },
    async (request, reply) => {
      await reply.send({
        code: 'PASSWORD_RECOVERY_SENT',
        message: ERROR_CATALOGUE.PASSWORD_RECOVERY_SENT.message,
      });
      // After the answer: looking the address up must not change how long the answer takes.
      app.afterAnswer.start(
        sendPasswordRecovery({
          db,
          tenants,
          tenant: request.tenant,
          email: request.body.email,
          pageLanguage: pageLanguage(request.tenant.config, request.headers['accept-language']),
          now: clock.now(),
        }),
        (error) => request.log.error({ err: error }, 'password recovery'),
      );
      return reply;
    },
  );

  routes.get(
    '/user-api/users/reset/password/:code',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Whose password a live recovery code may set',
        params: codeParams,
        response: { 200: resetCodeCheckSchema },
      },
    },
    async (request) =>
      checkResetCode(db, {
        tenantId: request.tenant.id,
        code: request.params.code,
        now: clock.now(),
      }),
  );

  routes.post(
    '/user-api/users/reset/password/:code',
    {
      config: limited,
      schema: {
        tags,
        summary: "Sets the user's new password with a live code, and ends every session",
        params: codeParams,
        body: passwordResetSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetPassword(
        { db, sessions },
        {
          tenantId: request.tenant.id,
          userId: request.body.userId,
          code: request.params.code,
          password: request.body.password,
          now: () => clock.now(),
        },
      );
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/user-api/users/password',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Changes the password given the current one; every other session ends',
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = currentUser(request);
      await changePassword(
        { db, sessions },
        {
          tenantId: request.tenant.id,
          userId,
          sessionId,
          ...request.body,
          now: () => clock.now(),
        },
      );
      return reply.status(204).send(null);
    },
  );
}
