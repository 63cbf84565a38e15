import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepaidTokenSchema } from '@portal/domain/enrollment/prepaid-token';
import {
  ACCESS_CODES_CSV_COLUMNS,
  accessCodeBatchCreateSchema,
  accessCodeBatchDetailSchema,
  accessCodeBatchesPageSchema,
  accessCodeBatchesQuerySchema,
  accessCodeRevocationSchema,
  accessCodeSchema,
  employerOverviewSchema,
  employerStatementsSchema,
  statementMonthSchema,
} from '@portal/domain/staff/employer-codes';
import {
  partnerLearnerSchema,
  partnerLearnersPageSchema,
  partnerLearnersQuerySchema,
} from '@portal/domain/staff/partner-learners';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { renderStatement } from '../../receipts/render-statement';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { exportAccessCodes } from './export-access-codes';
import { generateAccessCodes } from './generate-access-codes';
import { getEmployerOverview } from './get-employer-overview';
import { findAccessCodeBatch, listAccessCodeBatches } from './list-access-code-batches';
import { getEmployerStatement, listEmployerStatements } from './list-employer-statements';
import { findSponsoredLearner, listSponsoredLearners } from './list-sponsored-learners';
import { revokeAccessCode, revokeAccessCodeBatch } from './revoke-access-codes';

const tags = ['staff'];
const security = [{ bearer: [] }];
const batchParams = z.object({ batchId: z.uuid() });

/** An employer's codes, sponsored learners and statements (docs/employers.md). */
export async function employerRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; tenants: TenantRegistry; requireStaff: RequireStaff },
): Promise<void> {
  const { db, clock, tenants, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const codes = requireStaff({ may: 'manage_access_codes' });
  const learners = requireStaff({ may: 'view_sponsored_learners' });
  const context = (request: Parameters<typeof currentStaff>[0]) => ({
    db,
    clock,
    member: currentStaff(request).member,
    address: request.ip,
  });

  routes.get(
    '/staff-api/employer',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: 'The employer the member acts for, and the programs it buys codes for',
        security,
        response: { 200: employerOverviewSchema },
      },
    },
    async (request) => getEmployerOverview(context(request)),
  );

  routes.get(
    '/staff-api/employer/batches',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: "The employer's batches of access codes, newest first, counted; audited",
        security,
        querystring: accessCodeBatchesQuerySchema,
        response: { 200: accessCodeBatchesPageSchema },
      },
    },
    async (request) => listAccessCodeBatches({ ...context(request), page: request.query.page }),
  );

  routes.post(
    '/staff-api/employer/batches',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: "Generates a batch of access codes for one of the employer's programs; audited",
        security,
        body: accessCodeBatchCreateSchema,
        response: { 201: accessCodeBatchDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await generateAccessCodes({ ...context(request), body: request.body })),
  );

  routes.get(
    '/staff-api/employer/batches/:batchId',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: 'One batch with each code, who redeemed it and when; audited',
        security,
        params: batchParams,
        response: { 200: accessCodeBatchDetailSchema },
      },
    },
    async (request) =>
      findAccessCodeBatch({ ...context(request), batchId: request.params.batchId }),
  );

  routes.get(
    '/staff-api/employer/batches/:batchId/codes.csv',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: "The batch's codes as CSV; audited",
        description: `Columns: ${ACCESS_CODES_CSV_COLUMNS.join(', ')}. UTF-8, CRLF line ends, RFC 4180 quoting.`,
        security,
        params: batchParams,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The codes as CSV, a header line first') },
      },
    },
    async (request, reply) => {
      const csv = await exportAccessCodes({ ...context(request), batchId: request.params.batchId });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="access-codes-${request.params.batchId.slice(0, 8)}.csv"`,
        )
        .send(csv);
    },
  );

  routes.post(
    '/staff-api/employer/batches/:batchId/revocation',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: 'Withdraws the batch and every code of it not redeemed; audited',
        security,
        params: batchParams,
        body: accessCodeRevocationSchema,
        response: { 200: accessCodeBatchDetailSchema },
      },
    },
    async (request) =>
      revokeAccessCodeBatch({
        ...context(request),
        batchId: request.params.batchId,
        reason: request.body.reason,
      }),
  );

  routes.post(
    '/staff-api/employer/codes/:code/revocation',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: 'Withdraws one code not redeemed; audited',
        security,
        params: z.object({ code: prepaidTokenSchema }),
        body: accessCodeRevocationSchema,
        response: { 200: accessCodeSchema },
      },
    },
    async (request) =>
      revokeAccessCode({
        ...context(request),
        code: request.params.code,
        reason: request.body.reason,
      }),
  );

  routes.get(
    '/staff-api/employer/learners',
    {
      preHandler: learners,
      schema: {
        tags,
        summary: "A page of the learners who redeemed the employer's codes; audited",
        security,
        querystring: partnerLearnersQuerySchema,
        response: { 200: partnerLearnersPageSchema },
      },
    },
    async (request) => listSponsoredLearners({ ...context(request), query: request.query }),
  );

  routes.get(
    '/staff-api/employer/learners/:studentId',
    {
      preHandler: learners,
      schema: {
        tags,
        summary: 'One learner the employer sponsors; audited',
        security,
        params: z.object({ studentId: z.uuid() }),
        response: { 200: partnerLearnerSchema },
      },
    },
    async (request) =>
      findSponsoredLearner({ ...context(request), studentId: request.params.studentId }),
  );

  routes.get(
    '/staff-api/employer/statements',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: 'The months with a statement, newest first',
        security,
        response: { 200: employerStatementsSchema },
      },
    },
    async (request) => listEmployerStatements(context(request)),
  );

  routes.get(
    '/staff-api/employer/statements/:month/pdf',
    {
      preHandler: codes,
      schema: {
        tags,
        summary: "The month's statement as a tagged PDF; audited",
        security,
        params: z.object({ month: statementMonthSchema }),
        produces: ['application/pdf'],
        response: { 200: z.string().describe('The statement, a tagged PDF') },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const statement = await getEmployerStatement({ ...context(request), tenants, month });
      return (
        reply
          // It names the learners and what is billed: no cache keeps a copy.
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="statement-${month}.pdf"`)
          .type('application/pdf')
          // The PDF's bytes, past the string schema that describes them in /openapi.json.
          .send((await renderStatement(statement)) as unknown as string)
      );
    },
  );
}
