import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  studentRecordQuerySchema,
  studentRecordSchema,
  studentSearchPageSchema,
  studentSearchQuerySchema,
} from '@portal/domain/staff/student-lookup';
import { viewAsGrantSchema, viewAsRequestSchema } from '@portal/domain/staff/view-as';
import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import type { StaffTokens } from '../staff-auth/staff-tokens';
import { searchStudentsAsStaff } from './search-students';
import { startViewAs } from './start-view-as';
import { viewStudentRecord } from './view-student-record';

const tags = ['staff'];

/**
 * Finding a student, reading their record and seeing the portal as they do (docs/staff-console.md
 * "Finding a student", "Seeing the portal as the student").
 */
export async function staffStudentRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    requireStaff: RequireStaff;
    tokens: StaffTokens;
    tenants: TenantRegistry;
  },
): Promise<void> {
  const { db, clock, requireStaff, tokens, tenants } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/staff-api/students',
    {
      preHandler: requireStaff({ may: 'view_students' }),
      schema: {
        tags,
        summary: 'Students in scope whose name, e-mail, phone or order number match; audited',
        security: [{ bearer: [] }],
        querystring: studentSearchQuerySchema,
        response: { 200: studentSearchPageSchema },
      },
    },
    async (request) =>
      searchStudentsAsStaff({
        db,
        clock,
        member: currentStaff(request).member,
        ...request.query,
        address: request.ip,
      }),
  );

  routes.get(
    '/staff-api/students/:studentId',
    {
      preHandler: requireStaff({ may: 'view_students' }),
      schema: {
        tags,
        summary: "A student's account, sign-in, orders, payments, courses and transcripts; audited",
        security: [{ bearer: [] }],
        params: z.object({ studentId: z.uuid() }),
        querystring: studentRecordQuerySchema,
        response: { 200: studentRecordSchema },
      },
    },
    async (request) =>
      viewStudentRecord({
        db,
        clock,
        member: currentStaff(request).member,
        studentId: request.params.studentId,
        reason: request.query.reason,
        address: request.ip,
      }),
  );
  routes.post(
    '/staff-api/students/:studentId/view-as',
    {
      preHandler: requireStaff({ may: 'view_students' }),
      schema: {
        tags,
        summary:
          'A read-only token (15 minutes, ends with the staff session) for the student API as this student sees it; audited with the reason',
        security: [{ bearer: [] }],
        params: z.object({ studentId: z.uuid() }),
        body: viewAsRequestSchema,
        response: { 200: viewAsGrantSchema },
      },
    },
    async (request) =>
      startViewAs({
        db,
        clock,
        tokens,
        staff: currentStaff(request),
        studentId: request.params.studentId,
        reason: request.body.reason,
        address: request.ip,
        openAt: (tenantId) =>
          tenantId === request.tenant.id
            ? `${request.tenant.basePath}${ROUTE_PATHS.dashboard}`
            : tenants.siteUrl(tenantId, ROUTE_PATHS.dashboard),
      }),
  );
}
