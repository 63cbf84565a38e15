import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@portal/domain/enrollment/idempotency-key';
import {
  orderRefundsSchema,
  refundDecisionSchema,
  refundRequestSchema,
  refundViewSchema,
} from '@portal/domain/ledger/refund';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { decideRefund } from './decide-refund';
import { listOrderRefunds } from './list-order-refunds';
import { requestRefund } from './request-refund';

const tags = ['staff'];
// Loose: the other headers (Authorization above all) must survive validation.
const idempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });
const orderParams = z.object({ studentId: z.uuid(), orderId: z.uuid() });
const refundParams = z.object({ studentId: z.uuid(), refundId: z.uuid() });

/** Refunds of a student's captured payments, for finance (docs/refunds.md). */
export async function refundRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    providers: PaymentProviders;
    tenants: TenantRegistry;
    requireStaff: RequireStaff;
  },
): Promise<void> {
  const { requireStaff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireStaff({ may: 'manage_payments' });

  routes.get(
    '/staff-api/students/:studentId/orders/:orderId/refunds',
    {
      preHandler,
      schema: {
        tags,
        summary: "An order's refunds and what is left to refund of each payment; audited",
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: orderRefundsSchema },
      },
    },
    async (request) =>
      listOrderRefunds({
        ...options,
        member: currentStaff(request).member,
        ...request.params,
        address: request.ip,
      }),
  );

  routes.post(
    '/staff-api/students/:studentId/orders/:orderId/payments/:attemptId/refunds',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Refunds a captured payment, in full or in part (Idempotency-Key header required); above the threshold it waits for approval',
        security: [{ bearer: [] }],
        params: orderParams.extend({ attemptId: z.uuid() }),
        headers: idempotencyHeaders,
        body: refundRequestSchema,
        response: { 200: refundViewSchema },
      },
    },
    async (request) =>
      requestRefund({
        ...options,
        member: currentStaff(request).member,
        ...request.params,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] as string,
        request: request.body,
        address: request.ip,
      }),
  );

  for (const [path, decision] of [
    ['approval', 'approve'],
    ['decline', 'decline'],
  ] as const) {
    routes.post(
      `/staff-api/students/:studentId/refunds/:refundId/${path}`,
      {
        preHandler,
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approves a refund another member asked for; the money then moves'
              : 'Declines a refund another member asked for',
          security: [{ bearer: [] }],
          params: refundParams,
          body: refundDecisionSchema,
          response: { 200: refundViewSchema },
        },
      },
      async (request) =>
        decideRefund({
          ...options,
          member: currentStaff(request).member,
          ...request.params,
          decision,
          reason: request.body.reason || undefined,
          address: request.ip,
        }),
    );
  }
}
