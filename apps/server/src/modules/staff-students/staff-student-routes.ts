import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  studentRecordQuerySchema,
  studentRecordSchema,
  studentSearchPageSchema,
  studentSearchQuerySchema,
} from '@portal/domain/staff/student-lookup';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { searchStudentsAsStaff } from './search-students';
import { viewStudentRecord } from './view-student-record';

const tags = ['staff'];

/** Finding a student and reading their record (docs/staff-console.md "Finding a student"). */
export async function staffStudentRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; requireStaff: RequireStaff },
): Promise<void> {
  const { db, clock, requireStaff } = options;
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
}
