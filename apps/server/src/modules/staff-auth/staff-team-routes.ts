import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffPendingSignInSchema } from '@portal/domain/staff/staff-session';
import {
  staffCreateSchema,
  staffEnrolmentCheckSchema,
  staffEnrolmentMemberSchema,
  staffEnrolmentSchema,
  staffListItemSchema,
  staffListPageSchema,
  staffListQuerySchema,
  staffPatchSchema,
} from '@portal/domain/staff/staff-team';
import { registerPerAddressLimit } from '../../http/per-address-limit';
import { changeStaffMember } from './change-staff-member';
import { checkEnrolmentLink, enrolWithLink } from './enrol-with-link';
import { inviteStaffMember } from './invite-staff-member';
import { listStaffMembers } from './list-staff-members';
import { currentStaff, type RequireStaff } from './require-staff';
import type { StaffContext } from './staff-context';

const tags = ['staff'];

/**
 * Managing the staff and the enrolment links (docs/staff-console.md "Managing staff"). The
 * enrolment calls take no staff token (the member has none yet) and are limited per address.
 */
export async function staffTeamRoutes(
  app: FastifyInstance,
  options: {
    ctx: StaffContext;
    requireStaff: RequireStaff;
    attemptsPerMinute: number;
    redis?: Redis;
  },
): Promise<void> {
  const { ctx, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = await registerPerAddressLimit(app, {
    attemptsPerMinute: options.attemptsPerMinute,
    nameSpace: 'portal-staff-enrolment-limit-',
    redis: options.redis,
  });

  routes.get(
    '/staff-api/staff',
    {
      preHandler: requireStaff({ may: 'manage_staff' }),
      schema: {
        tags,
        summary:
          "Staff members within the admin's scope, by name; filtered by text, role and status",
        security: [{ bearer: [] }],
        querystring: staffListQuerySchema,
        response: { 200: staffListPageSchema },
      },
    },
    async (request) =>
      listStaffMembers(ctx, { admin: currentStaff(request).member, query: request.query }),
  );

  routes.post(
    '/staff-api/staff',
    {
      preHandler: requireStaff({ may: 'manage_staff' }),
      schema: {
        tags,
        summary: 'Adds a staff member and mails them a one-time enrolment link; audited',
        security: [{ bearer: [] }],
        body: staffCreateSchema,
        response: { 201: staffListItemSchema },
      },
    },
    async (request, reply) => {
      const created = await inviteStaffMember(ctx, {
        admin: currentStaff(request).member,
        member: request.body,
        tenant: request.tenant,
        address: request.ip,
      });
      return reply.status(201).send(created);
    },
  );

  routes.patch(
    '/staff-api/staff/:staffId',
    {
      preHandler: requireStaff({ may: 'manage_staff' }),
      schema: {
        tags,
        summary: "Changes a member's name, roles or scope, or disables or enables them; audited",
        security: [{ bearer: [] }],
        params: z.object({ staffId: z.uuid() }),
        body: staffPatchSchema,
        response: { 200: staffListItemSchema },
      },
    },
    async (request) =>
      changeStaffMember(ctx, {
        admin: currentStaff(request).member,
        staffId: request.params.staffId,
        patch: request.body,
        address: request.ip,
      }),
  );

  routes.post(
    '/staff-api/enrolment/check',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Whose account a live enrolment link sets up',
        body: staffEnrolmentCheckSchema,
        response: { 200: staffEnrolmentMemberSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkEnrolmentLink(ctx, request.body.token);
    },
  );

  routes.post(
    '/staff-api/enrolment',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Spends an enrolment link: sets the password and answers the enrolment of a new authenticator',
        body: staffEnrolmentSchema,
        response: { 200: staffPendingSignInSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return enrolWithLink(ctx, { ...request.body, address: request.ip });
    },
  );
}
