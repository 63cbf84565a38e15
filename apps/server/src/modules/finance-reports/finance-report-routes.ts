import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  financeReportQuerySchema,
  financeReportSchema,
} from '@portal/domain/ledger/finance-report';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { readFinanceReport } from './read-finance-report';

/** The finance reports (docs/finance-reports.md): read-only, for finance and administrators. */
export async function financeReportRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; tenants: TenantRegistry; requireStaff: RequireStaff },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/staff-api/finance/reports',
    {
      preHandler: options.requireStaff({ may: 'read_finance_reports' }),
      schema: {
        tags: ['staff'],
        summary: "A month's finance figures and its twelve months' trend, per tenant; audited",
        security: [{ bearer: [] }],
        querystring: financeReportQuerySchema,
        response: { 200: financeReportSchema },
      },
    },
    async (request) =>
      readFinanceReport({
        db: options.db,
        clock: options.clock,
        tenants: options.tenants,
        member: currentStaff(request).member,
        address: request.ip,
        query: request.query,
      }),
  );
}
