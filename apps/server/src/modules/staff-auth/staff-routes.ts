import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passkeyOptionsSchema } from '@portal/domain/staff/staff-passkeys';
import {
  staffMemberViewSchema,
  staffPasskeyChallengeRequestSchema,
  staffPasswordStepSchema,
  staffPendingSignInSchema,
  staffResetReasonSchema,
  staffSecondFactorStepSchema,
  staffSessionSchema,
} from '@portal/domain/staff/staff-session';
import { finishStaffSignIn } from './finish-staff-sign-in';
import { currentStaff, type RequireStaff } from './require-staff';
import { resetSecondFactor } from './reset-second-factor';
import type { StaffContext } from './staff-context';
import { signOutStaff } from './sign-out-staff';
import { relyingPartyOf } from './staff-relying-party';
import { startPasskeySignIn } from './start-passkey-sign-in';
import { staffMemberView } from './staff-views';
import { startStaffSignIn } from './start-staff-sign-in';
import { registerPerAddressLimit } from '../../http/per-address-limit';

const tags = ['staff'];

/** The staff console's API (docs/staff-console.md): on every tenant's host, for staff tokens only. */
export async function staffRoutes(
  app: FastifyInstance,
  options: {
    ctx: StaffContext;
    requireStaff: RequireStaff;
    attemptsPerMinute: number;
    /** Shares the per-address counts between instances; in memory (one instance) without it. */
    redis?: Redis;
  },
): Promise<void> {
  const { ctx, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Per-address limit on both sign-in steps, per-account limit in staff-throttle.ts: the same
  // settings as the students' token endpoint (auth-routes.ts).
  const limited = await registerPerAddressLimit(app, {
    attemptsPerMinute: options.attemptsPerMinute,
    nameSpace: 'portal-staff-sign-in-limit-',
    redis: options.redis,
  });

  routes.post(
    '/staff-api/session',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Staff sign-in, first step: the password; answers a token for the second factor',
        body: staffPasswordStepSchema,
        response: { 200: staffPendingSignInSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return startStaffSignIn(ctx, {
        ...request.body,
        address: request.ip,
        party: relyingPartyOf(request),
      });
    },
  );

  routes.post(
    '/staff-api/session/second-factor',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Staff sign-in, second step: an authenticator code, a recovery code or a passkey opens the session',
        body: staffSecondFactorStepSchema,
        response: { 200: staffSessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return finishStaffSignIn(ctx, {
        step: request.body,
        address: request.ip,
        party: relyingPartyOf(request),
      });
    },
  );

  routes.post(
    '/staff-api/session/passkey-challenge',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Staff sign-in, second step: the challenge for a passkey on this host',
        body: staffPasskeyChallengeRequestSchema,
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return startPasskeySignIn(ctx, {
        pendingToken: request.body.pendingToken,
        party: relyingPartyOf(request),
      });
    },
  );

  routes.post(
    '/staff-api/session/renewal',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: 'A fresh access token for a live staff session',
        security: [{ bearer: [] }],
        response: { 200: staffSessionSchema },
      },
    },
    async (request) => {
      const { member, sessionId } = currentStaff(request);
      return {
        accessToken: await ctx.tokens.signAccess({ staffId: member.id, sessionId }),
        expiresIn: ctx.tokens.accessTtlSeconds,
      };
    },
  );

  routes.delete(
    '/staff-api/session',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: 'Staff sign-out: ends the session',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await signOutStaff(ctx, currentStaff(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/staff-api/me',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: 'The signed-in staff member: name, roles and scope',
        security: [{ bearer: [] }],
        response: { 200: staffMemberViewSchema },
      },
    },
    async (request) => staffMemberView(currentStaff(request).member),
  );

  routes.post(
    '/staff-api/staff/:staffId/second-factor/reset',
    {
      preHandler: requireStaff({ may: 'manage_staff' }),
      schema: {
        tags,
        summary:
          "Clears a member's second factor and mails them an enrolment link to set up a new one",
        security: [{ bearer: [] }],
        params: z.object({ staffId: z.uuid() }),
        body: staffResetReasonSchema,
        response: { 204: z.null().describe('Factor cleared') },
      },
    },
    async (request, reply) => {
      await resetSecondFactor(ctx, {
        admin: currentStaff(request).member,
        staffId: request.params.staffId,
        reason: request.body.reason,
        address: request.ip,
        tenant: request.tenant,
      });
      return reply.status(204).send(null);
    },
  );
}
