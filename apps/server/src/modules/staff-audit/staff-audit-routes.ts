import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_CSV_COLUMNS,
  auditChainCheckSchema,
  auditFiltersSchema,
  auditPageSchema,
  auditSearchQuerySchema,
} from '@portal/domain/staff/audit-log';
import { verifyAuditChain } from '../../audit/verify-audit-chain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { exportAuditLog } from './export-audit-log';
import { searchAuditLog } from './search-audit-log';

const tags = ['staff'];

/** Reading the audit log from the staff console (docs/staff-console.md "Audit log"). */
export async function staffAuditRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; requireStaff: RequireStaff },
): Promise<void> {
  const { db, clock, requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/staff-api/audit',
    {
      preHandler: requireStaff({ may: 'read_audit' }),
      schema: {
        tags,
        summary: 'Audit log entries in scope that match the filters, newest first; audited',
        security: [{ bearer: [] }],
        querystring: auditSearchQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) =>
      searchAuditLog({
        db,
        clock,
        member: currentStaff(request).member,
        query: request.query,
        address: request.ip,
      }),
  );

  routes.get(
    '/staff-api/audit.csv',
    {
      preHandler: requireStaff({ may: 'read_audit' }),
      schema: {
        tags,
        summary: 'The same entries as CSV, streamed, newest first; audited',
        description: `Columns: ${AUDIT_CSV_COLUMNS.join(', ')}. UTF-8, CRLF line ends, RFC 4180 quoting; a cell starting with = + - @ is prefixed with an apostrophe. before and after are JSON.`,
        security: [{ bearer: [] }],
        querystring: auditFiltersSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The entries as CSV, a header line first') },
      },
    },
    async (request, reply) => {
      const lines = await exportAuditLog({
        db,
        clock,
        member: currentStaff(request).member,
        filters: request.query,
        address: request.ip,
      });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
          // Streamed as it is read: Fastify sends a stream as it comes, past the string schema
          // that describes the answer in /openapi.json.
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );

  routes.get(
    '/staff-api/audit/verification',
    {
      preHandler: requireStaff({ may: 'verify_audit_chain' }),
      schema: {
        tags,
        summary: "Whether the audit log's hash chain is intact, or its first broken entry",
        security: [{ bearer: [] }],
        response: { 200: auditChainCheckSchema },
      },
    },
    async () => verifyAuditChain(db),
  );
}
