import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardPaymentRequestSchema } from '@portal/domain/enrollment/card-payment';
import { prepaidPaymentRequestSchema } from '@portal/domain/enrollment/prepaid-token';
import { achRecurringRequestSchema } from '@portal/domain/ledger/bank-transfer';
import {
  paypalCheckoutSchema,
  paypalMethodRequestSchema,
} from '@portal/domain/enrollment/paypal-checkout';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@portal/domain/enrollment/idempotency-key';
import {
  cancelSubscriptionSchema,
  debtPaymentRequestSchema,
  subscriptionSchema,
} from '@portal/domain/ledger/subscription';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PaymentProviders } from '../../payments/payment-provider';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { requirePaymentMethod, requirePlanAccessCodes } from '../../permissions/require-permission';
import { found } from '../../http/app-error';
import { currentUser } from '../auth/authenticate';
import { cancelSubscription, restartSubscription } from './change-subscription';
import {
  changeRecurringBankAccount,
  changeRecurringCard,
  changeRecurringPayPal,
  startRecurringPayPal,
} from './change-recurring-method';
import { siteUrl } from '../orders/request-owner';
import { payDebt } from '../debt/pay-debt';
import { captureDebtPayPal, startDebtPayPal } from '../debt/pay-debt-by-paypal';
import { payPlanByPrepaidToken } from './pay-plan-by-prepaid-token';
import { subscriptionView } from '../../ledger-records/ledger-views';
import type { Owner } from '../../ledger-records/owner';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';

const tags = ['ledger'];
const subscriptionIdParams = z.object({ id: z.uuid({ error: 'validation.required' }) });
// Loose: the other headers (Authorization above all) must survive validation.
const idempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

function ownerOf(request: FastifyRequest): Owner {
  return { tenantId: request.tenant.id, userId: currentUser(request).userId };
}

/**
 * Where PayPal sends the learner back from the billing page's round trips (docs/product/screens-and-routes.md
 * /account/billing-preferences/{paymentResponseStatus}/{paymentResponseParams}): the kind, then
 * what was being paid or changed, so the page knows which call finishes it.
 */
function billingReturnUrls(request: FastifyRequest, what: 'method' | 'debt') {
  return {
    returnUrl: siteUrl(request, `/account/billing-preferences/return/${what}`),
    cancelUrl: siteUrl(request, `/account/billing-preferences/cancel/${what}`),
  };
}

/** docs/product/api-calls.md Ledger: the learner's payment plan (docs/billing.md). */
export async function subscriptionRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    providers: PaymentProviders;
    tenants: TenantRegistry;
    authenticate: preHandlerHookHandler;
  },
): Promise<void> {
  const { db, clock, providers, tenants, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now();

  routes.get(
    '/ledger-api/subscriptions/current',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The user's latest payment plan",
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      subscriptionView(found(await subscriptionQueries.latest(db, ownerOf(request)))),
  );

  routes.put(
    '/ledger-api/subscriptions/cancel',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Stops billing at the end of the paid period (reason optional)',
        body: cancelSubscriptionSchema.nullish(),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      cancelSubscription({
        db,
        tenants,
        owner: ownerOf(request),
        reason: request.body?.reason,
        now: now(),
      }),
  );

  routes.put(
    '/ledger-api/subscriptions/restart',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Withdraws a cancel, or restarts a disabled plan with a charge',
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => restartSubscription({ db, tenants, owner: ownerOf(request), now: now() }),
  );

  routes.put(
    '/ledger-api/subscriptions/:id/payment/recurring/card',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Verifies a card and makes it the plan's method for later charges",
        params: subscriptionIdParams,
        body: cardPaymentRequestSchema(now),
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      requirePaymentMethod(request.tenant, 'CREDIT_CARD');
      return changeRecurringCard({
        db,
        tenants,
        cards: providers.CREDIT_CARD,
        owner: ownerOf(request),
        subscriptionId: request.params.id,
        card: request.body,
        now,
      });
    },
  );

  routes.get(
    '/ledger-api/subscriptions/:id/payment/recurring/paypal/token',
    {
      preHandler: authenticate,
      // It starts an approval at PayPal: not a read (docs/staff-console.md).
      config: { changesOnRead: true },
      schema: {
        tags,
        summary: "Where the learner approves saving their PayPal as the plan's method",
        params: subscriptionIdParams,
        response: { 200: paypalCheckoutSchema },
      },
    },
    async (request) => {
      requirePaymentMethod(request.tenant, 'PAYPAL');
      return startRecurringPayPal({
        db,
        tenants,
        paypal: providers.PAYPAL,
        owner: ownerOf(request),
        subscriptionId: request.params.id,
        ...billingReturnUrls(request, 'method'),
        now,
      });
    },
  );

  routes.put(
    '/ledger-api/subscriptions/:id/payment/recurring/paypal',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Makes the approved PayPal the plan's method for later charges",
        params: subscriptionIdParams,
        body: paypalMethodRequestSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      requirePaymentMethod(request.tenant, 'PAYPAL');
      return changeRecurringPayPal({
        db,
        tenants,
        paypal: providers.PAYPAL,
        owner: ownerOf(request),
        subscriptionId: request.params.id,
        token: request.body.expressCheckoutToken,
        now,
      });
    },
  );

  routes.put(
    '/ledger-api/subscriptions/:id/payment/recurring/prepaid-token',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "A sponsor's access code pays the plan's program in full, debt included",
        params: subscriptionIdParams,
        body: prepaidPaymentRequestSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      requirePlanAccessCodes(request.tenant);
      return payPlanByPrepaidToken({
        db,
        tenants,
        owner: ownerOf(request),
        subscriptionId: request.params.id,
        token: request.body.token,
        now,
      });
    },
  );

  routes.put(
    '/ledger-api/orders/debt',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "Pays the plan's whole debt, with a new card, a bank account, the method on file, or at PayPal (202: where to approve, then the capture)",
        headers: idempotencyHeaders,
        body: debtPaymentRequestSchema(now).nullish(),
        response: { 200: subscriptionSchema, 202: paypalCheckoutSchema },
      },
    },
    async (request, reply) => {
      if (request.body?.card) requirePaymentMethod(request.tenant, 'CREDIT_CARD');
      if (request.body?.bankAccount) requirePaymentMethod(request.tenant, 'ACH');
      const paypal = request.body?.paypal;
      if (paypal) {
        requirePaymentMethod(request.tenant, 'PAYPAL');
        const context = { db, providers, tenants, owner: ownerOf(request), now };
        if (paypal.expressCheckoutToken) {
          return captureDebtPayPal({ ...context, token: paypal.expressCheckoutToken });
        }
        const checkout = await startDebtPayPal({
          ...context,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          ...billingReturnUrls(request, 'debt'),
        });
        return reply.status(202).send(checkout);
      }
      return payDebt({
        db,
        providers,
        tenants,
        owner: ownerOf(request),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        card: request.body?.card,
        bankAccount: request.body?.bankAccount,
        now,
      });
    },
  );

  routes.put(
    '/ledger-api/payment/recurring/ach',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Sets up a bank account (a zero debit) as the latest plan's method",
        body: achRecurringRequestSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      requirePaymentMethod(request.tenant, 'ACH');
      const { holderName, ...account } = request.body;
      return changeRecurringBankAccount({
        db,
        tenants,
        ach: providers.ACH,
        owner: ownerOf(request),
        account,
        holderName,
        now,
      });
    },
  );
}
