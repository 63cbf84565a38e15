import type { ErrorCode } from '@portal/domain/errors/error-code';
import {
  DisputeEvidenceRefusedError,
  ProviderTimeoutError,
  refusesForGood,
  type PayPalCheckout,
  type PayPalCheckoutRequest,
  type PayPalProvider,
  type ProviderRefundResult,
  type ProviderResult,
  type ProviderStatus,
  type StoredInstrument,
} from './payment-provider';

export interface PayPalClientOptions {
  /** PayPal's API root (`https://api-m.paypal.com`), or our sandbox's; read at each call. */
  baseUrl: () => string;
  clientId: string;
  clientSecret: string;
  callTimeoutMs?: number;
}

/** What PayPal answers about an order (the fields we read; the rest is kept as it came). */
interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: {
    payments?: { captures?: { id: string; status: string }[] };
  }[];
  /** Where a vaulting capture (store_in_vault ON_SUCCESS) says the payer's PayPal was kept. */
  payment_source?: { paypal?: { attributes?: { vault?: { id?: string; status?: string } } } };
}

/** A Vault v3 setup token, as PayPal answers it (the fields we read). */
interface PayPalSetupToken {
  id: string;
  status: string;
  customer?: { merchant_customer_id?: string };
  links?: { href: string; rel: string }[];
}

/**
 * What we keep of a vaulted PayPal: its vault id and the brand. Not the payer's e-mail: the
 * billing page says "PayPal", which is all the learner needs to recognise it.
 */
const vaulted = (vaultId: string): StoredInstrument => ({
  reference: vaultId,
  brand: 'PayPal',
  lastFour: null,
  expiresOn: null,
});

interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string }[];
}

/** PayPal refused a request (4xx other than the ones the flow expects): nothing was charged. */
export class PayPalRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
  ) {
    super(`PayPal refused the request (${status} ${issue ?? 'no issue'})`);
    this.name = 'PayPalRefusedError';
  }
}

/** A refund as PayPal's Payments v2 answers it (the fields we read). */
interface PayPalRefund {
  id: string;
  status: string;
  /** When PayPal last changed it: for a COMPLETED refund, when it completed. */
  update_time?: string;
}

// PayPal's refusals of a refund, in the catalogue's words; any other reads 'Payment error'.
const REFUND_ISSUES: Readonly<Record<string, ErrorCode>> = {
  REFUND_AMOUNT_EXCEEDED: 'REFUND_EXCEEDS_REMAINING',
  CAPTURE_FULLY_REFUNDED: 'REFUND_EXCEEDS_REMAINING',
};

/** The port's words for a refund's state at PayPal: done, on its way (eCheck), or not made. */
export function paypalRefundResult(refund: PayPalRefund): ProviderRefundResult {
  const data = { refundId: refund.id, status: refund.status };
  switch (refund.status) {
    case 'COMPLETED': {
      const at = refund.update_time ? new Date(refund.update_time) : null;
      return {
        status: 'REFUNDED',
        transactionId: refund.id,
        errorCode: null,
        data,
        ...(at && !Number.isNaN(at.getTime()) ? { answeredAt: at } : {}),
      };
    }
    case 'PENDING':
      return { status: 'PROCESSING', transactionId: refund.id, errorCode: null, data };
    default: // CANCELLED, FAILED: no money went back
      return { status: 'FAILED', transactionId: refund.id, errorCode: 'PAYMENT_ERROR', data };
  }
}

/** Payflow's RESULT for a decline, which an order's payment shows (docs/product/entities.md responseCode). */
const DECLINED_RESPONSE_CODE = 12;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The normalised result of what PayPal says about an order (Orders v2 states). */
export function paypalOrderResult(order: PayPalOrder): ProviderResult {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const vault = order.payment_source?.paypal?.attributes?.vault;
  const vaultId = vault?.status === 'VAULTED' ? vault.id : undefined;
  const data = {
    orderId: order.id,
    status: order.status,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
  };
  const result = (status: ProviderStatus, errorCode: ErrorCode | null): ProviderResult => ({
    status,
    transactionId: capture?.id ?? order.id,
    errorCode,
    responseCode: errorCode ? DECLINED_RESPONSE_CODE : 0,
    data,
    stored: status === 'CAPTURED' && vaultId ? vaulted(vaultId) : null,
  });
  if (capture) {
    switch (capture.status) {
      case 'COMPLETED':
        return result('CAPTURED', null);
      case 'PENDING':
        return result('PROCESSING', null);
      default: // DECLINED, FAILED
        return result('FAILED', 'PAYMENT_DECLINED');
    }
  }
  switch (order.status) {
    case 'VOIDED':
      return result('CANCELLED', 'PAYMENT_CANCEL');
    case 'COMPLETED': // completed without a capture: nothing we asked for
      return result('FAILED', 'PAYMENT_ERROR');
    default: // CREATED, SAVED, APPROVED, PAYER_ACTION_REQUIRED: the payer has a step to take
      return result('REQUIRES_ACTION', 'PAYMENT_USER_TRY_AGAIN');
  }
}

/**
 * A small fetch client of PayPal's Orders v2 API (the official SDK hard-codes its
 * hosts). It speaks to PayPal or to our sandbox alike: OAuth client credentials, create with
 * intent CAPTURE, capture, an order lookup for attempts in doubt, and refunds of a capture
 * (Payments v2). Every write carries our
 * attempt id as `PayPal-Request-Id`, so a retry after a timeout is answered, not repeated. PayPal
 * answers a create or a capture with the order's id, status and links only unless asked for the
 * full order (`Prefer: return=representation`): the calls whose captures we read ask for it.
 */
export function createPayPalProvider(options: PayPalClientOptions): PayPalProvider {
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;
  let cachedToken: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit, requestId: string): Promise<Response> {
    try {
      return await fetch(`${options.baseUrl()}${path}`, {
        ...init,
        signal: AbortSignal.timeout(callTimeoutMs),
      });
    } catch {
      // No answer (timed out, or the connection failed): whether PayPal acted is unknown.
      throw new ProviderTimeoutError(requestId);
    }
  }

  async function accessToken(requestId: string): Promise<string> {
    if (cachedToken && cachedToken.until > Date.now()) return cachedToken.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(
      '/v1/oauth2/token',
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      requestId,
    );
    if (!response.ok) throw new PayPalRefusedError(response.status, 'AUTHENTICATION_FAILURE');
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cachedToken = {
      value: body.access_token,
      until: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
    };
    return body.access_token;
  }

  /**
   * One API call with a bearer token; a token PayPal no longer accepts is fetched again once.
   * `full` asks for the whole resource where PayPal would answer a minimal one.
   */
  async function call(
    method: string,
    path: string,
    requestId: string,
    body?: unknown,
    answer: 'minimal' | 'full' = 'minimal',
  ): Promise<{ status: number; body: unknown }> {
    for (let tryNumber = 1; ; tryNumber += 1) {
      const token = await accessToken(requestId);
      const response = await send(
        path,
        {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(body === undefined
              ? {}
              : { 'Content-Type': 'application/json', 'PayPal-Request-Id': requestId }),
            ...(answer === 'full' ? { Prefer: 'return=representation' } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        requestId,
      );
      if (response.status === 401 && tryNumber === 1) {
        cachedToken = null;
        continue;
      }
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    }
  }

  const issueOf = (body: unknown) => (body as PayPalErrorBody | null)?.details?.[0]?.issue;

  async function findOrder(token: string, requestId: string): Promise<PayPalOrder | null> {
    const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(token)}`, requestId);
    if (answer.status === 404) return null;
    if (answer.status >= 400) throw new PayPalRefusedError(answer.status, issueOf(answer.body));
    return answer.body as PayPalOrder;
  }

  /** An order for one amount, captured as it is paid, named by our request id. */
  const captureOf = (request: { requestId: string; amountCents: number }) => ({
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: request.requestId,
        amount: { currency_code: 'USD', value: dollars(request.amountCents) },
      },
    ],
  });

  return {
    callTimeoutMs,

    /**
     * A refund of the capture (Payments v2), named by our request id as PayPal-Request-Id: a
     * retry after a lost answer is answered with the first refund, not made again. A refund
     * PayPal answered PENDING (funded by eCheck) is asked about by its id until it completes.
     */
    /**
     * Disputes v1 `provide-evidence`: the evidence as the notes of one OTHER evidence, the file
     * named as its document. Sent with `PayPal-Request-Id` of the dispute, so that a retry after a
     * lost answer is answered rather than repeated. A dispute that left the seller's hands is not
     * read as "sent": its status alone cannot tell whether our evidence reached it.
     */
    async submitDisputeEvidence({ gatewayDisputeId, text, fileReference }) {
      const path = `/v1/customer/disputes/${encodeURIComponent(gatewayDisputeId)}/provide-evidence`;
      const answer = await call('POST', path, `evidence-${gatewayDisputeId}`, {
        evidences: [
          {
            evidence_type: 'OTHER',
            notes: text,
            ...(fileReference ? { documents: [{ name: fileReference }] } : {}),
          },
        ],
      });
      if (refusesForGood(answer.status)) {
        const body = answer.body as PayPalErrorBody | null;
        throw new DisputeEvidenceRefusedError(
          [issueOf(body), body?.message].filter(Boolean).join(': ') || `HTTP ${answer.status}`,
        );
      }
      if (answer.status >= 400) throw new PayPalRefusedError(answer.status, issueOf(answer.body));
      return 'SENT';
    },
    async refund({ requestId, transactionId, amountCents, previous }) {
      const refundId = typeof previous?.refundId === 'string' ? previous.refundId : null;
      const answer = refundId
        ? await call('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`, requestId)
        : await call(
            'POST',
            `/v2/payments/captures/${encodeURIComponent(transactionId)}/refund`,
            requestId,
            { amount: { currency_code: 'USD', value: dollars(amountCents) } },
            'full',
          );
      if (answer.status < 300) return paypalRefundResult(answer.body as PayPalRefund);
      // A refusal (4xx) moved no money; anything else leaves the refund in doubt.
      if (answer.status >= 500) throw new ProviderTimeoutError(requestId);
      const issue = issueOf(answer.body) ?? null;
      return {
        status: 'FAILED',
        transactionId: null,
        errorCode: (issue && REFUND_ISSUES[issue]) || 'PAYMENT_ERROR',
        data: { issue },
      };
    },

    async createCheckout(request: PayPalCheckoutRequest): Promise<PayPalCheckout> {
      const answer = await call('POST', '/v2/checkout/orders', request.requestId, {
        ...captureOf(request),
        payment_source: {
          paypal: {
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: 'PAY_NOW',
            },
            // Kept for the plan's later charges (merchant-initiated, without the payer).
            attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } },
          },
        },
      });
      if (answer.status >= 400) throw new PayPalRefusedError(answer.status, issueOf(answer.body));
      const order = answer.body as PayPalOrder;
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new PayPalRefusedError(answer.status, 'NO_APPROVE_LINK');
      return { token: order.id, approvalUrl: approve.href };
    },

    async capture({ requestId, token }) {
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(token)}/capture`,
        requestId,
        {},
        'full',
      );
      if (answer.status < 300) return paypalOrderResult(answer.body as PayPalOrder);
      const issue = issueOf(answer.body);
      if (issue === 'INSTRUMENT_DECLINED') {
        return paypalOrderResult({
          id: token,
          status: 'APPROVED',
          purchase_units: [{ payments: { captures: [{ id: token, status: 'DECLINED' }] } }],
        });
      }
      // Not approved, voided, or already captured (by another request id): the order says which.
      if (answer.status === 422 || answer.status === 404) {
        const order = await findOrder(token, requestId);
        return order
          ? paypalOrderResult(order)
          : paypalOrderResult({ id: token, status: 'VOIDED' });
      }
      throw new PayPalRefusedError(answer.status, issue);
    },

    /**
     * A merchant-initiated charge of a vault id: an order created with the vault id as its payment
     * source, which PayPal captures at once (no payer to approve). The same PayPal-Request-Id
     * answers the same order, so a charge re-sent after a crash is not made twice.
     */
    async chargeStored(request) {
      const answer = await call(
        'POST',
        '/v2/checkout/orders',
        request.requestId,
        {
          ...captureOf(request),
          payment_source: {
            paypal: {
              vault_id: request.reference,
              stored_credential: { payment_initiator: 'MERCHANT', usage: 'SUBSEQUENT' },
            },
          },
        },
        'full',
      );
      if (answer.status < 300) {
        const result = paypalOrderResult(answer.body as PayPalOrder);
        // The instrument charged is the one on file: it stays, whatever PayPal says of the vault.
        return result.status === 'CAPTURED'
          ? { ...result, stored: vaulted(request.reference) }
          : result;
      }
      const issue = issueOf(answer.body);
      if (answer.status === 422 || answer.status === 404) {
        return failed(
          request.requestId,
          issue === 'INSTRUMENT_DECLINED' ? 'PAYMENT_DECLINED' : 'INVALID_PAYMENT_REQUISITES',
          { issue: issue ?? null },
        );
      }
      throw new ProviderTimeoutError(request.requestId);
    },

    async createSetup(request) {
      const answer = await call('POST', '/v3/vault/setup-tokens', request.requestId, {
        customer: { merchant_customer_id: request.customerId },
        payment_source: {
          paypal: {
            usage_type: 'MERCHANT',
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
            },
          },
        },
      });
      if (answer.status >= 400) throw new PayPalRefusedError(answer.status, issueOf(answer.body));
      const setup = answer.body as PayPalSetupToken;
      const approve = setup.links?.find((l) => l.rel === 'approve');
      if (!approve) throw new PayPalRefusedError(answer.status, 'NO_APPROVE_LINK');
      return { token: setup.id, approvalUrl: approve.href };
    },

    async vaultSetup({ requestId, token, customerId }) {
      const setup = await findSetup(token, requestId);
      if (!setup || setup.customer?.merchant_customer_id !== customerId) return null;
      return setupResult(setup, requestId);
    },

    async findResult(requestId, data) {
      try {
        if (typeof data?.setupToken === 'string') {
          const setup = await findSetup(data.setupToken, requestId);
          // Approved but not vaulted: the vaulting never reached PayPal.
          if (!setup || setup.status === 'APPROVED') return null;
          return await setupResult(setup, requestId);
        }
        const token = typeof data?.orderId === 'string' ? data.orderId : undefined;
        if (!token) return null;
        const order = await findOrder(token, requestId);
        // Approved but not captured: the capture never reached PayPal.
        if (!order || order.status === 'APPROVED') return null;
        return paypalOrderResult(order);
      } catch (error) {
        if (error instanceof ProviderTimeoutError) throw error;
        throw new ProviderTimeoutError(requestId);
      }
    },
  };

  async function findSetup(token: string, requestId: string): Promise<PayPalSetupToken | null> {
    const path = `/v3/vault/setup-tokens/${encodeURIComponent(token)}`;
    const answer = await call('GET', path, requestId);
    if (answer.status === 404) return null;
    if (answer.status >= 400) throw new PayPalRefusedError(answer.status, issueOf(answer.body));
    return answer.body as PayPalSetupToken;
  }

  /**
   * What an approved setup token comes to: the payment token made from it (our request id as
   * PayPal-Request-Id, so asking again answers the same vault id) is the instrument, verified and
   * not charged (AUTHORIZED).
   */
  async function setupResult(setup: PayPalSetupToken, requestId: string): Promise<ProviderResult> {
    const data = { setupToken: setup.id, status: setup.status };
    if (setup.status !== 'APPROVED' && setup.status !== 'VAULTED') {
      const cancelled = setup.status === 'VOIDED';
      return {
        status: cancelled ? 'CANCELLED' : 'REQUIRES_ACTION',
        transactionId: setup.id,
        errorCode: cancelled ? 'PAYMENT_CANCEL' : 'PAYMENT_USER_TRY_AGAIN',
        responseCode: DECLINED_RESPONSE_CODE,
        data,
        stored: null,
      };
    }
    const answer = await call('POST', '/v3/vault/payment-tokens', requestId, {
      payment_source: { token: { id: setup.id, type: 'SETUP_TOKEN' } },
    });
    if (answer.status >= 400) throw new PayPalRefusedError(answer.status, issueOf(answer.body));
    const vaultId = (answer.body as { id: string }).id;
    return {
      status: 'AUTHORIZED',
      transactionId: setup.id,
      errorCode: null,
      responseCode: 0,
      data: { ...data, status: 'VAULTED' },
      stored: vaulted(vaultId),
    };
  }
}

function failed(requestId: string, errorCode: ErrorCode, data: Record<string, unknown>) {
  return {
    status: 'FAILED' as const,
    transactionId: requestId,
    errorCode,
    responseCode: DECLINED_RESPONSE_CODE,
    data,
    stored: null,
  };
}
