import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_MAX_LENGTH, PASSWORD_LENGTH } from '@portal/domain/validation/fields';
import { AppError } from '../../http/app-error';
import type { AuthContext } from './auth-context';
import { currentUser } from './authenticate';
import { refreshSession } from './refresh-session';
import { signInWithPassword } from './sign-in-with-password';
import { signOut } from './sign-out';

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;

// The user name is the e-mail the account registered with, so it is no longer than registration
// allows; the password policy itself is never applied at sign-in (validation/forms.ts loginSchema).
const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string(required).min(1, required).max(FIELD_MAX_LENGTH.email, tooLong),
    password: z.string(required).min(1, required).max(PASSWORD_LENGTH.max, tooLong),
    scope: z.string().max(512, tooLong).default(''),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string(required).min(1, required).max(512, tooLong),
    scope: z.string().max(512, tooLong).optional(),
  }),
]);

const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  refresh_expires_in: z.number(),
  scope: z.string(),
});

export async function authRoutes(
  app: FastifyInstance,
  options: {
    ctx: AuthContext;
    authenticate: preHandlerHookHandler;
    attemptsPerMinute: number;
    /** Shares the per-address counts between instances; in memory (one instance) without it. */
    redis?: Redis;
  },
): Promise<void> {
  const { ctx, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Only the token endpoint takes a form (SPEC §7, RFC 6749); every other route takes JSON, so a
  // form on another site cannot post to it (issue 8.7). Registered in this plugin's scope only.
  await app.register(formBody, { bodyLimit: 16 * 1024 });

  // Per-address limit here, per-account limit in signInWithPassword (ASVS 6.3.1).
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? {
          redis: options.redis,
          nameSpace: 'portal-token-limit-',
          // Redis out of reach must not stop every sign-in; the per-account limit still holds.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
  });

  routes.post(
    '/auth-api/oauth/token',
    {
      config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'OAuth2 token endpoint: password and refresh_token grants (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tenantId = request.tenant.id;
      reply.header('Cache-Control', 'no-store');
      if (body.grant_type === 'password') {
        return signInWithPassword(ctx, {
          tenantId,
          username: body.username,
          password: body.password,
          scope: body.scope,
          address: request.ip,
        });
      }
      return refreshSession(ctx, { tenantId, refreshToken: body.refresh_token });
    },
  );

  routes.get(
    '/auth-api/auth/logout',
    {
      preHandler: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Ends the session',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await signOut(ctx, {
        tenantId: request.tenant.id,
        sessionId: currentUser(request).sessionId,
      });
      return reply.status(204).send(null);
    },
  );
}
