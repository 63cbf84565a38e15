import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARTNER_LEARNERS_CSV_COLUMNS,
  partnerLearnerFiltersSchema,
  partnerLearnerSchema,
  partnerLearnersPageSchema,
  partnerLearnersQuerySchema,
  partnerProgramsSchema,
} from '@portal/domain/staff/partner-learners';
import {
  partnerMailingBodySchema,
  partnerMailingSchema,
} from '@portal/domain/staff/partner-mailing';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { exportPartnerLearners } from './export-partner-learners';
import { getPartnerMailing } from './get-partner-mailing';
import { savePartnerMailing } from './save-partner-mailing';
import {
  findPartnerLearner,
  listPartnerLearners,
  listPartnerPrograms,
} from './list-partner-learners';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** A partner school's learners (docs/staff-console.md "Partner schools"). */
export async function partnerLearnerRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; tenants: TenantRegistry; requireStaff: RequireStaff },
): Promise<void> {
  const { db, clock, tenants, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireStaff({ may: 'view_own_learners' });
  const context = (request: Parameters<typeof currentStaff>[0]) => ({
    db,
    clock,
    member: currentStaff(request).member,
    address: request.ip,
  });

  routes.get(
    '/staff-api/partner/learners',
    {
      preHandler,
      schema: {
        tags,
        summary: "A page of the member's tenants' learners with courses and progress; audited",
        security,
        querystring: partnerLearnersQuerySchema,
        response: { 200: partnerLearnersPageSchema },
      },
    },
    async (request) => listPartnerLearners({ ...context(request), query: request.query }),
  );

  routes.get(
    '/staff-api/partner/learners.csv',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every learner matching the filters as CSV, streamed; audited',
        description: `Columns: ${PARTNER_LEARNERS_CSV_COLUMNS.join(', ')}, one line per course. UTF-8, CRLF line ends, RFC 4180 quoting; dates ISO.`,
        security,
        querystring: partnerLearnerFiltersSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The learners as CSV, a header line first') },
      },
    },
    async (request, reply) => {
      const lines = await exportPartnerLearners({ ...context(request), filters: request.query });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="learners.csv"')
          // Streamed as it is read, past the string schema that describes it in /openapi.json.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );

  routes.get(
    '/staff-api/partner/learners/:studentId',
    {
      preHandler,
      schema: {
        tags,
        summary: "One learner of the member's tenants; audited",
        security,
        params: z.object({ studentId: z.uuid() }),
        response: { 200: partnerLearnerSchema },
      },
    },
    async (request) =>
      findPartnerLearner({ ...context(request), studentId: request.params.studentId }),
  );

  routes.get(
    '/staff-api/partner/programs',
    {
      preHandler,
      schema: {
        tags,
        summary: "The programs the member's learners are enrolled in",
        security,
        response: { 200: partnerProgramsSchema },
      },
    },
    async (request) => listPartnerPrograms(context(request)),
  );

  const mailingParams = z.object({ tenantId: z.string().regex(/^[a-z0-9-]{1,63}$/) });

  routes.get(
    '/staff-api/partner/tenants/:tenantId/learners-mailing',
    {
      preHandler,
      schema: {
        tags,
        summary: "The school's scheduled mailing of its learners CSV, and who may receive it",
        security,
        params: mailingParams,
        response: { 200: partnerMailingSchema },
      },
    },
    async (request) =>
      getPartnerMailing({ ...context(request), tenants, tenantId: request.params.tenantId }),
  );

  routes.put(
    '/staff-api/partner/tenants/:tenantId/learners-mailing',
    {
      preHandler,
      schema: {
        tags,
        summary: "Saves the school's learners CSV schedule and recipients; audited",
        security,
        params: mailingParams,
        body: partnerMailingBodySchema,
        response: { 200: partnerMailingSchema },
      },
    },
    async (request) =>
      savePartnerMailing({
        ...context(request),
        tenants,
        tenantId: request.params.tenantId,
        body: request.body,
      }),
  );
}
