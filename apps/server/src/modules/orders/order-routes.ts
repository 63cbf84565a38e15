import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardPaymentRequestSchema } from '@portal/domain/enrollment/card-payment';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@portal/domain/enrollment/idempotency-key';
import {
  createOrderRequestSchema,
  membershipSchema,
  orderSchema,
} from '@portal/domain/enrollment/order';
import {
  paymentMethodsSchema,
  planDetailsSchema,
} from '@portal/domain/enrollment/plans-and-promotions';
import {
  paypalCaptureRequestSchema,
  paypalCheckoutSchema,
  paypalTokenQuerySchema,
} from '@portal/domain/enrollment/paypal-checkout';
import {
  prepaidPaymentRequestSchema,
  prepaidTokenSchema,
  prepaidTokenValidationRequestSchema,
  prepaidTokenValidationSchema,
} from '@portal/domain/enrollment/prepaid-token';
import {
  achPaymentRequestSchema,
  achPaymentResultSchema,
  achTokenRequestSchema,
  tokenizedPaymentSchema,
} from '@portal/domain/ledger/bank-transfer';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import {
  requireOrderPayment,
  requirePaymentMethod,
  requirePermission,
} from '../../permissions/require-permission';
import type { PaymentProviders } from '../../payments/payment-provider';
import { capturePayPalCheckout } from '../payment-methods/capture-paypal-checkout';
import { checkPrepaidToken } from '../payment-methods/check-prepaid-token';
import { getPlanDetails } from './get-plan-details';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import { loadOrderView, membershipView } from '../../ledger-records/ledger-views';
import { listPaymentMethods } from './list-payment-methods';
import {
  payOrderByBankTransfer,
  startBankTransfer,
} from '../payment-methods/pay-order-by-bank-transfer';
import { payOrderByCard } from '../payment-methods/pay-order-by-card';
import { payOrderByPrepaidToken } from '../payment-methods/pay-order-by-prepaid-token';
import { placeEnrollmentOrder } from './place-enrollment-order';
import { orderIdParams, ownerOf, siteUrl } from './request-owner';
import { startPayPalCheckout } from '../payment-methods/start-paypal-checkout';

// Loose: the other headers (Authorization above all) must survive validation.
const idempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });
const tags = ['ledger'];

/** docs/product/api-calls.md Ledger: enrolment orders, payments, prepaid tokens, payment methods and plans. */
export async function ledgerRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    /** The database as a student's GET reads it, from memory where it can (db/prepared-read.ts). */
    reads: Database;
    clock: Clock;
    providers: PaymentProviders;
    authenticate: preHandlerHookHandler;
  },
): Promise<void> {
  const { db, reads, clock, providers, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now();

  routes.put(
    '/ledger-api/orders/degreeprogram',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Creates or returns the user's enrolment order (and pending membership)",
        body: createOrderRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      await requirePermission(db, ownerOf(request), request.tenant, 'CAN_PLACE_ORDER');
      return placeEnrollmentOrder({
        db,
        owner: ownerOf(request),
        degreeProgramId: request.body.degreeProgramId,
        employerId: request.tenant.config.employerId,
        programCodes: request.tenant.config.programs,
        now: now(),
      });
    },
  );

  routes.get(
    '/ledger-api/orders/degreeprogram',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The user's enrolment order, null before the first (docs/enrollment-api.md)",
        response: { 200: orderSchema.nullable() },
      },
    },
    async (request) => {
      // "No order yet" is a normal answer for a new account, not an error (docs/page-serving.md).
      const owner = ownerOf(request);
      const order = await orderQueries.enrollmentOrder(db, owner);
      return order ? found(await loadOrderView(db, owner, order.id)) : null;
    },
  );

  routes.get(
    '/ledger-api/orders/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'One of the user’s orders',
        params: orderIdParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => found(await loadOrderView(db, ownerOf(request), request.params.id)),
  );

  routes.put(
    '/ledger-api/orders/:id/payment/card',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Pays an order by card (Idempotency-Key header required)',
        params: orderIdParams,
        headers: idempotencyHeaders,
        body: cardPaymentRequestSchema(now),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      await requireOrderPayment({
        db,
        owner: ownerOf(request),
        tenant: request.tenant,
        orderId: request.params.id,
        method: 'CREDIT_CARD',
        enrollmentLevel: 'CAN_PAY',
      });
      return payOrderByCard({
        db,
        providers,
        now,
        owner: ownerOf(request),
        orderId: request.params.id,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        card: request.body,
      });
    },
  );

  routes.post(
    '/ledger-api/payment/token/ach',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Starts a bank transfer (ACH) of an order: where the bank-details form posts',
        body: achTokenRequestSchema,
        response: { 200: tokenizedPaymentSchema },
      },
    },
    async (request) => {
      await requireOrderPayment({
        db,
        owner: ownerOf(request),
        tenant: request.tenant,
        orderId: request.body.objectId,
        method: 'ACH',
        enrollmentLevel: 'CAN_PAY',
      });
      return startBankTransfer({ db, owner: ownerOf(request), request: request.body, now: now() });
    },
  );

  routes.post(
    '/ledger-api/paymentAsync/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Debits the bank account of a bank transfer; the bank answers days later',
        params: orderIdParams,
        body: achPaymentRequestSchema,
        response: { 200: achPaymentResultSchema },
      },
    },
    async (request) => {
      requirePaymentMethod(request.tenant, 'ACH');
      return payOrderByBankTransfer({
        db,
        ach: providers.ACH,
        owner: ownerOf(request),
        secureTokenId: request.params.id,
        account: request.body,
        now,
      });
    },
  );

  routes.get(
    '/ledger-api/orders/:id/payment/paypal/token',
    {
      preHandler: authenticate,
      // It starts a checkout at PayPal: not a read (docs/staff-console.md).
      config: { changesOnRead: true },
      schema: {
        tags,
        summary: 'Starts a PayPal express checkout: the token and where the learner approves it',
        params: orderIdParams,
        querystring: paypalTokenQuerySchema,
        response: { 200: paypalCheckoutSchema },
      },
    },
    async (request) => {
      await requireOrderPayment({
        db,
        owner: ownerOf(request),
        tenant: request.tenant,
        orderId: request.params.id,
        method: 'PAYPAL',
        enrollmentLevel: 'CAN_PAY',
      });
      return startPayPalCheckout({
        db,
        providers,
        now,
        owner: ownerOf(request),
        orderId: request.params.id,
        promoCode: request.query.promoCode,
        siteUrl: (path) => siteUrl(request, path),
      });
    },
  );

  routes.put(
    '/ledger-api/orders/:id/payment/paypal/token',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Captures an approved PayPal checkout and completes the order',
        params: orderIdParams,
        body: paypalCaptureRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      await requireOrderPayment({
        db,
        owner: ownerOf(request),
        tenant: request.tenant,
        orderId: request.params.id,
        method: 'PAYPAL',
        enrollmentLevel: 'CAN_PAY',
      });
      return capturePayPalCheckout({
        db,
        providers,
        now,
        owner: ownerOf(request),
        orderId: request.params.id,
        token: request.body.expressCheckoutToken,
      });
    },
  );

  routes.put(
    '/ledger-api/orders/:id/payment/prepaid-token',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Pays an order with a prepaid token (Idempotency-Key header required)',
        params: orderIdParams,
        headers: idempotencyHeaders,
        body: prepaidPaymentRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      await requireOrderPayment({
        db,
        owner: ownerOf(request),
        tenant: request.tenant,
        orderId: request.params.id,
        method: 'PREPAID_TOKEN',
        enrollmentLevel: 'CAN_PLACE_ORDER',
      });
      return payOrderByPrepaidToken({
        db,
        owner: ownerOf(request),
        orderId: request.params.id,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        token: request.body.token,
        now: now(),
      });
    },
  );

  routes.post(
    '/ledger-api/prepaid-token/validate',
    {
      schema: {
        tags,
        summary: 'Checks a prepaid token against a degree program (public)',
        body: prepaidTokenValidationRequestSchema,
        response: { 200: prepaidTokenValidationSchema },
      },
    },
    async (request) =>
      checkPrepaidToken(db, { tenantId: request.tenant.id, ...request.body, now: now() }),
  );

  routes.get(
    '/ledger-api/prepaid-token/validate/:token',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Checks a prepaid token against the program of the user's enrolment order",
        params: z.object({ token: prepaidTokenSchema }),
        response: { 200: prepaidTokenValidationSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const order = found(await orderQueries.enrollmentOrder(db, owner));
      return checkPrepaidToken(db, {
        tenantId: owner.tenantId,
        token: request.params.token,
        degreeProgramId: order.degreeProgramId ?? 0,
        now: now(),
      });
    },
  );

  routes.get(
    '/ledger-api/memberships',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The user's membership, null before the first order",
        response: { 200: membershipSchema.nullable() },
      },
    },
    async (request) => {
      const membership = await membershipQueries.membership(reads, ownerOf(request));
      return membership ? membershipView(membership) : null;
    },
  );

  routes.get(
    '/ledger-api/payment/methods',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The payment methods this tenant offers, keyed by method',
        querystring: z.object({ employerId: recordIdParamSchema.optional() }),
        response: { 200: paymentMethodsSchema },
      },
    },
    // docs/product/api-calls.md passes the tenant's employer; no employer changes the methods yet, so it is only
    // checked for shape (tenant configs name employers the organisation data may not hold).
    async (request) => listPaymentMethods(request.tenant.config),
  );

  routes.get(
    '/ledger-api/payment/plan/details',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The plan of the user's order and what is charged today",
        querystring: z.object({
          promoCode: z.string().trim().min(1).max(FIELD_MAX_LENGTH.promoCode).optional(),
        }),
        response: { 200: planDetailsSchema },
      },
    },
    async (request) =>
      getPlanDetails({ db, owner: ownerOf(request), promoCode: request.query.promoCode }),
  );
}
