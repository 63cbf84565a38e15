import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderTransactionSchema } from '@portal/domain/enrollment/order-transaction';
import { paymentTransactionSchema } from '@portal/domain/ledger/payment-transaction';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import { readerLanguage } from '../../i18n/reader-language';
import type { ReceiptDocument } from '../../receipts/receipt-document';
import { renderReceipt } from '../../receipts/render-receipt';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { getCreditNote } from '../refunds/get-credit-note';
import { getOrderReceipt } from './get-order-receipt';
import { getOrderTransaction } from './get-order-transaction';
import { getSubscriptionReceipt } from './get-subscription-receipt';
import { paymentHistory, subscriptionTransaction } from '../../ledger-records/payment-history';
import { orderIdParams, ownerOf } from '../orders/request-owner';

const transactionParams = orderIdParams.extend({ transactionId: orderIdParams.shape.id });
// The subscription's id and one of its charges' (GET /ledger-api/subscriptions/{id}/transaction/...).
const chargeParams = transactionParams;
const pdfSchema = z.string().describe('The receipt, a tagged PDF');
const produces = ['application/pdf'];
const tags = ['ledger'];

/**
 * docs/product/api-calls.md Ledger: the learner's payments and receipts. An order's transaction is one payment
 * attempt, a plan's one charge, each named by its id (a uuid, like the order's). Reads of the user's own rows: a signed-in
 * user of the tenant, as for GET /ledger-api/orders/{id}.
 */
export async function receiptRoutes(
  app: FastifyInstance,
  options: { db: Database; tenants: TenantRegistry; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, tenants, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const tenantOf = (request: FastifyRequest) => {
    const { dir, logo } = found(tenants.get(request.tenant.id));
    return { dir, logo, config: request.tenant.config };
  };
  const receipt = (request: FastifyRequest, ids: { orderId: string; transactionId?: string }) =>
    getOrderReceipt({ db, owner: ownerOf(request), tenant: tenantOf(request), ...ids });

  routes.get(
    '/ledger-api/orders/:id/pdf',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The receipt of one of the user's paid orders",
        params: orderIdParams,
        produces,
        response: { 200: pdfSchema },
      },
    },
    async (request, reply) =>
      sendReceipt(
        request,
        reply,
        request.params.id,
        await receipt(request, { orderId: request.params.id }),
      ),
  );

  routes.get(
    '/ledger-api/orders/:id/transactions/:transactionId',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "One payment attempt of one of the user's orders",
        params: transactionParams,
        response: { 200: orderTransactionSchema },
      },
    },
    async (request) =>
      getOrderTransaction({
        db,
        owner: ownerOf(request),
        orderId: request.params.id,
        transactionId: request.params.transactionId,
      }),
  );

  routes.get(
    '/ledger-api/orders/:id/transactions/:transactionId/pdf',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The receipt of one approved payment of one of the user's orders",
        params: transactionParams,
        produces,
        response: { 200: pdfSchema },
      },
    },
    async (request, reply) => {
      const { id: orderId, transactionId } = request.params;
      return sendReceipt(
        request,
        reply,
        transactionId,
        await receipt(request, { orderId, transactionId }),
      );
    },
  );

  routes.get(
    '/ledger-api/orders/:id/refunds/:refundId/pdf',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The credit note of a refund of one of the user's payments (docs/refunds.md)",
        params: orderIdParams.extend({ refundId: orderIdParams.shape.id }),
        produces,
        response: { 200: z.string().describe('The credit note, a tagged PDF') },
      },
    },
    async (request, reply) => {
      const { id: orderId, refundId } = request.params;
      const document = await getCreditNote({
        db,
        owner: ownerOf(request),
        tenant: tenantOf(request),
        orderId,
        refundId,
      });
      return sendReceipt(request, reply, refundId, document, 'credit-note');
    },
  );

  routes.get(
    '/ledger-api/payment/history',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Every payment of the user's orders and plan, newest first",
        response: { 200: z.array(paymentTransactionSchema) },
      },
    },
    async (request) => paymentHistory(db, ownerOf(request)),
  );

  routes.get(
    '/ledger-api/subscriptions/:id/transaction/:transactionId',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "One charge of the user's plan",
        params: chargeParams,
        response: { 200: paymentTransactionSchema },
      },
    },
    async (request) =>
      found(
        await subscriptionTransaction(
          db,
          ownerOf(request),
          request.params.id,
          request.params.transactionId,
        ),
      ),
  );

  routes.get(
    '/ledger-api/subscriptions/:id/transaction/:transactionId/pdf',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The receipt of one paid charge of the user's plan",
        params: chargeParams,
        produces,
        response: { 200: pdfSchema },
      },
    },
    async (request, reply) => {
      const { id: subscriptionId, transactionId } = request.params;
      const document = await getSubscriptionReceipt({
        db,
        owner: ownerOf(request),
        tenant: tenantOf(request),
        subscriptionId,
        transactionId,
      });
      return sendReceipt(request, reply, transactionId, document);
    },
  );
}

/**
 * The receipt's PDF, in the learner's language (docs/languages.md "Mail and documents"): the one
 * saved on their account, else the one the request asks for (the app sends its page's).
 */
async function sendReceipt(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  receipt: ReceiptDocument,
  name = 'receipt',
) {
  const language = readerLanguage({
    config: request.tenant.config,
    saved: receipt.learner.language,
    acceptLanguage: request.headers['accept-language'],
  });
  const pdf = await renderReceipt(receipt, language);
  return (
    reply
      // It names the learner and their payment: no cache, shared or the browser's, keeps a copy.
      .header('cache-control', 'no-store')
      // Eight hex digits of a uuid: nothing to escape in the quoted file name (RFC 6266).
      .header('content-disposition', `attachment; filename="${name}-${id.slice(0, 8)}.pdf"`)
      .type('application/pdf')
      .send(pdf)
  );
}
