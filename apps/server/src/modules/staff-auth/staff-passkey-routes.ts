import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passkeyOptionsSchema,
  staffPasskeyListSchema,
  staffPasskeyRegistrationSchema,
  staffPasskeyRemovalSchema,
  staffPasskeySchema,
} from '@portal/domain/staff/staff-passkeys';
import { addStaffPasskey } from './add-staff-passkey';
import { listStaffPasskeys } from './list-staff-passkeys';
import { removeStaffPasskey } from './remove-staff-passkey';
import { currentStaff, type RequireStaff } from './require-staff';
import type { StaffContext } from './staff-context';
import { relyingPartyOf } from './staff-relying-party';
import { startPasskeyRegistration } from './start-passkey-registration';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** A signed-in member's own passkeys (docs/staff-console.md "Passkeys"). */
export async function staffPasskeyRoutes(
  app: FastifyInstance,
  options: { ctx: StaffContext; requireStaff: RequireStaff },
): Promise<void> {
  const { ctx, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/staff-api/passkeys',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: "The signed-in member's passkeys",
        security,
        response: { 200: staffPasskeyListSchema },
      },
    },
    async (request) => listStaffPasskeys(ctx, { staffId: currentStaff(request).member.id }),
  );

  routes.post(
    '/staff-api/passkeys/challenge',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: 'The options and challenge for adding a passkey on this host',
        security,
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request) =>
      startPasskeyRegistration(ctx, {
        staff: currentStaff(request),
        party: relyingPartyOf(request),
      }),
  );

  routes.post(
    '/staff-api/passkeys',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: 'Adds the passkey the browser created for the challenge, under a name',
        security,
        body: staffPasskeyRegistrationSchema,
        response: { 201: staffPasskeySchema },
      },
    },
    async (request, reply) => {
      const passkey = await addStaffPasskey(ctx, {
        staff: currentStaff(request),
        party: relyingPartyOf(request),
        name: request.body.name,
        response: request.body.response,
        address: request.ip,
      });
      return reply.status(201).send(passkey);
    },
  );

  routes.delete(
    '/staff-api/passkeys/:passkeyId',
    {
      preHandler: requireStaff(),
      schema: {
        tags,
        summary: "Removes one of the member's passkeys; asks for the password again",
        security,
        params: z.object({ passkeyId: z.string().min(1).max(1024) }),
        body: staffPasskeyRemovalSchema,
        response: { 204: z.null().describe('Passkey removed') },
      },
    },
    async (request, reply) => {
      await removeStaffPasskey(ctx, {
        member: currentStaff(request).member,
        passkeyId: request.params.passkeyId,
        password: request.body.password,
        address: request.ip,
      });
      return reply.status(204).send(null);
    },
  );
}
