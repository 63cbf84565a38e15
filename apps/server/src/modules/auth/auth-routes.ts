import formBody from '@fastify/formbody';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenRequestSchema, tokenResponseSchema } from '@portal/domain/auth/token';
import type { AuthContext } from './auth-context';
import { currentUser } from './authenticate';
import { refreshSession } from './refresh-session';
import { signInWithPassword } from './sign-in-with-password';
import { signOut } from './sign-out';
import { registerPerAddressLimit } from '../../http/per-address-limit';

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

  // Only the token endpoint takes a form (docs/product/api-calls.md, RFC 6749); every other route takes JSON, so a
  // form on another site cannot post to it (docs/decisions/0009-hostile-input.md). Registered in this plugin's scope only.
  await app.register(formBody, { bodyLimit: 16 * 1024 });

  // Per-address limit here, per-account limit in signInWithPassword.
  const limited = await registerPerAddressLimit(app, {
    attemptsPerMinute: options.attemptsPerMinute,
    nameSpace: 'portal-token-limit-',
    redis: options.redis,
  });

  routes.post(
    '/auth-api/oauth/token',
    {
      config: {
        ...limited,
        // A stock OAuth 2.0 client sends no X-Requested-With (RFC 6749 asks for none). The grant
        // carries its own credential (a password, a refresh token) and the answer sets no cookie,
        // so a client that is not a page of another site may leave the header out; a page of
        // another site is still refused (http/require-requested-with.ts, docs/decisions/0009-hostile-input.md).
        requestedWith: 'unless-another-site',
      },
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
      // It ends the session: not a read (docs/staff-console.md "Seeing the portal as the student").
      config: { changesOnRead: true },
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
