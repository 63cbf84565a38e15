import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { ACH_ANSWER_AFTER_MS } from './sandbox-ach-provider';
import { sandboxPayPalOrders, sandboxPayPalRefunds, sandboxPayPalVault } from './sandbox-tables';
import { sandboxPayPalPage } from './sandbox-paypal-page';
import { paypalError, readRequestsAsPayPal } from './sandbox-paypal-errors';

/** Where the sandbox PayPal answers; PAYPAL_BASE_URL's default points here. */
export const SANDBOX_PAYPAL_PREFIX = '/sandbox-paypal';

type OrderRow = typeof sandboxPayPalOrders.$inferSelect;
type VaultRow = typeof sandboxPayPalVault.$inferSelect;
type RefundRow = typeof sandboxPayPalRefunds.$inferSelect;

// Hidden from /openapi.json: it is another site's API (PayPal's), with PayPal's error bodies, not
// ours (docs/enrollment-api.md "The sandbox PayPal").
const hidden = { schema: { hide: true } };

const newOrderId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
const newSetupId = () => `SBXSETUP${randomBytes(6).toString('hex').toUpperCase()}`;
const newVaultId = () => `SBXVAULT${randomBytes(6).toString('hex').toUpperCase()}`;
const newRefundId = () => `SBXREF${randomBytes(6).toString('hex').toUpperCase()}`;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * An order's states while it waits for the payer: CREATED for an order made without a payment
 * source (its link is `approve`), PAYER_ACTION_REQUIRED for one made with PayPal as its payment
 * source (its link is `payer-action`), as PayPal answers each.
 */
const WAITING_FOR_PAYER = ['CREATED', 'PAYER_ACTION_REQUIRED'];

/** Where the API is reached from the caller's side, for the absolute links PayPal answers. */
const apiRootOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${SANDBOX_PAYPAL_PREFIX}`;

/** The links PayPal gives with an order: to itself, and to the next step it waits for. */
function orderLinks(row: OrderRow, apiRoot: string) {
  const self = `${apiRoot}/v2/checkout/orders/${row.id}`;
  const approval = {
    href: approvalUrl(row.returnUrl ?? apiRoot, 'checkoutnow?token', row.id),
    rel: row.status === 'PAYER_ACTION_REQUIRED' ? 'payer-action' : 'approve',
    method: 'GET',
  };
  const capture = { href: `${self}/capture`, rel: 'capture', method: 'POST' };
  return [
    { href: self, rel: 'self', method: 'GET' },
    ...(WAITING_FOR_PAYER.includes(row.status) ? [approval] : []),
    ...(row.status === 'CREATED' || row.status === 'APPROVED' ? [capture] : []),
  ];
}

/**
 * An order as PayPal's Orders v2 API answers it: in full, or minimal (its id, status and links),
 * which is what PayPal answers a create or a capture unless `Prefer: return=representation` asks
 * for the full order.
 */
function orderBody(row: OrderRow, request: FastifyRequest, shape: 'full' | 'preferred' = 'full') {
  const links = orderLinks(row, apiRootOf(request));
  if (shape === 'preferred' && !prefersRepresentation(request)) {
    return { id: row.id, status: row.status, links };
  }
  const amount = { currency_code: row.currency, value: dollars(row.amountCents) };
  return {
    id: row.id,
    intent: 'CAPTURE',
    status: row.status,
    purchase_units: [
      {
        amount,
        ...(row.captureId
          ? { payments: { captures: [{ id: row.captureId, status: row.captureStatus, amount }] } }
          : {}),
      },
    ],
    // A vaulting capture tells where the buyer's PayPal was kept, as PayPal's does.
    ...(row.storeInVault && row.vaultId
      ? {
          payment_source: {
            paypal: { attributes: { vault: { id: row.vaultId, status: 'VAULTED' } } },
          },
        }
      : {}),
    links,
  };
}

const prefersRepresentation = (request: FastifyRequest) => {
  const prefer = request.headers.prefer;
  return typeof prefer === 'string' && /(^|,)\s*return=representation\s*(,|$)/.test(prefer);
};

/** A setup token as PayPal's Vault v3 API shows it. */
function setupBody(row: VaultRow) {
  return {
    id: row.id,
    status: row.status,
    customer: { merchant_customer_id: row.customerId },
    payment_source: { paypal: { usage_type: 'MERCHANT' } },
    links: [
      ...(row.status === 'PAYER_ACTION_REQUIRED' && row.returnUrl
        ? [
            {
              href: approvalUrl(row.returnUrl, 'agreements/approve?approval_session_id', row.id),
              rel: 'approve',
              method: 'GET',
            },
          ]
        : []),
      {
        href: `${SANDBOX_PAYPAL_PREFIX}/v3/vault/setup-tokens/${row.id}`,
        rel: 'self',
        method: 'GET',
      },
    ],
  };
}

/**
 * The approval pages are served by the portal itself, so they sit on the buyer's own origin: the
 * one they are sent back to (an absolute link, as PayPal's is), or, for an order that sends them
 * nowhere, the one the API was called on.
 */
const approvalUrl = (returnUrl: string, page: string, id: string) =>
  `${new URL(returnUrl).origin}${SANDBOX_PAYPAL_PREFIX}/${page}=${id}`;

function withParams(url: string, params: Record<string, string>) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

const withToken = (url: string, token: string, extra: Record<string, string> = {}) =>
  withParams(url, { token, ...extra });

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The PayPal-Request-Id a call carries: '' when it carries none (PayPal then de-duplicates
 * nothing), null when the header is not one PayPal takes.
 */
const requestIdOf = (request: FastifyRequest) => {
  const value = request.headers['paypal-request-id'];
  if (value === undefined) return '';
  return typeof value === 'string' && /^[\x21-\x7e]{1,108}$/.test(value) ? value : null;
};

/**
 * The key a call without PayPal-Request-Id is recorded under: one no other call can repeat (a
 * space is never in a request id), so each such create is a new order and each such capture a
 * new capture, as at PayPal.
 */
const unrepeatable = () => ` ${randomUUID()}`;

/** The sandbox's control panel and test counters, read by the tests and the bench. */
export const sandboxPayPalRecords = {
  /** How many times money moved for a checkout (0 or 1 when de-duplication works). */
  async captures(db: Database, token: string) {
    const [row] = await db
      .select({ captures: sandboxPayPalOrders.captures })
      .from(sandboxPayPalOrders)
      .where(eq(sandboxPayPalOrders.id, token));
    return row?.captures ?? 0;
  },
  /** How many times money moved for a merchant-initiated charge of a vault id, by request id. */
  async vaultCharges(db: Database, requestId: string) {
    const [row] = await db
      .select({ captures: sandboxPayPalOrders.captures })
      .from(sandboxPayPalOrders)
      .where(eq(sandboxPayPalOrders.createRequestId, requestId));
    return row?.captures ?? 0;
  },
  /** How much of a capture has been given back (or is on its way back) in refunds. */
  async refundedCents(db: Database, captureId: string) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${sandboxPayPalRefunds.amountCents}), 0)::int` })
      .from(sandboxPayPalRefunds)
      .where(eq(sandboxPayPalRefunds.captureId, captureId));
    return Number(row?.total ?? 0);
  },
  /**
   * Whether the merchant's balance covers refunds of a checkout's capture: when it does not,
   * PayPal funds them by eCheck, PENDING until that clears ('never-clears': PENDING for good).
   */
  async setEcheckRefunds(db: Database, token: string, echeck: boolean | 'never-clears') {
    await db
      .update(sandboxPayPalOrders)
      .set({ echeckRefunds: echeck !== false, echeckNeverClears: echeck === 'never-clears' })
      .where(eq(sandboxPayPalOrders.id, token));
  },
  /** What the buyer's PayPal answers to the next merchant-initiated charges of a vault id. */
  async setDeclinesLater(db: Database, vaultId: string, declines: boolean) {
    await db
      .update(sandboxPayPalVault)
      .set({ declinesLater: declines })
      .where(eq(sandboxPayPalVault.vaultId, vaultId));
  },
};

/**
 * A PayPal of our own for the demo and the tests (while PAYPAL_BASE_URL is unset): the Orders v2 calls
 * the adapter makes (OAuth client credentials, create, capture, lookup) over its own table, and an
 * approval page where the buyer approves, cancels, or pays with a failing instrument (the capture
 * is then DECLINED), and the Payments v2 refunds of a capture. Like PayPal it de-duplicates writes
 * by PayPal-Request-Id. `refundAnswerAfterMs` is how long an eCheck-funded refund stays PENDING
 * (the bank's two days unless shortened for demonstrations and browser journeys).
 */
/** The one bearer token the sandbox PayPal hands out for its credentials. */
export const sandboxPayPalAccessToken = (credentials: { clientId: string; clientSecret: string }) =>
  createHash('sha256')
    .update(`sandbox-paypal:${credentials.clientId}:${credentials.clientSecret}`)
    .digest('hex');

export async function sandboxPayPalRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    clientId: string;
    clientSecret: string;
    refundAnswerAfterMs?: number;
  },
) {
  const { db } = options;
  const accessToken = sandboxPayPalAccessToken(options);
  readRequestsAsPayPal(app);
  // Scoped to this plugin: the approval page's forms post url-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const find = async (id: string) => {
    const [row] = await db.select().from(sandboxPayPalOrders).where(eq(sandboxPayPalOrders.id, id));
    return row;
  };
  const findCreated = async (createRequestId: string) => {
    const [row] = await db
      .select()
      .from(sandboxPayPalOrders)
      .where(eq(sandboxPayPalOrders.createRequestId, createRequestId));
    return row!;
  };
  const authorised = (request: FastifyRequest) =>
    request.headers.authorization === `Bearer ${accessToken}`;

  app.post(`${SANDBOX_PAYPAL_PREFIX}/v1/oauth2/token`, hidden, async (request, reply) => {
    const expected = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${expected}`) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 32_400 };
  });

  app.post(`${SANDBOX_PAYPAL_PREFIX}/v2/checkout/orders`, hidden, async (request, reply) => {
    if (!authorised(request)) return paypalError(reply, 401);
    const requestId = requestIdOf(request);
    const body = request.body as {
      intent?: unknown;
      purchase_units?: { amount?: { currency_code?: unknown; value?: unknown } }[];
      payment_source?: {
        paypal?: {
          vault_id?: unknown;
          experience_context?: { return_url?: unknown; cancel_url?: unknown };
          attributes?: { vault?: { store_in_vault?: unknown } };
        };
      };
    } | null;
    const amount = body?.purchase_units?.[0]?.amount;
    const paypal = body?.payment_source?.paypal;
    const context = paypal?.experience_context;
    const value = typeof amount?.value === 'string' ? amount.value : '';
    if (
      requestId === null ||
      // The sandbox pays with PayPal only: a card or a wallet is not a source it can charge.
      (body?.payment_source !== undefined && !paypal) ||
      body?.intent !== 'CAPTURE' ||
      amount?.currency_code !== 'USD' ||
      !/^\d{1,7}\.\d{2}$/.test(value) ||
      Number(value) <= 0
    ) {
      return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE');
    }
    const amountCents = Math.round(Number(value) * 100);
    if (paypal?.vault_id !== undefined) {
      // Paid as it is created: PayPal takes it only with a request id, so it cannot pay twice.
      if (!requestId) return paypalError(reply, 400, 'PAYPAL_REQUEST_ID_REQUIRED');
      if (typeof paypal.vault_id !== 'string') {
        return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE');
      }
      return chargeVault(request, reply, requestId, amountCents, paypal.vault_id);
    }
    // With PayPal as its payment source the order says where to send the payer; without one, the
    // payer approves and the merchant's own page (or PayPal's button) takes it from there.
    if (paypal && (!isHttpUrl(context?.return_url) || !isHttpUrl(context?.cancel_url))) {
      return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE');
    }
    const [created] = await db
      .insert(sandboxPayPalOrders)
      .values({
        id: newOrderId(),
        createRequestId: requestId || unrepeatable(),
        amountCents,
        currency: 'USD',
        status: paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        returnUrl: paypal ? (context!.return_url as string) : null,
        cancelUrl: paypal ? (context!.cancel_url as string) : null,
        storeInVault: paypal?.attributes?.vault?.store_in_vault === 'ON_SUCCESS',
      })
      .onConflictDoNothing({ target: sandboxPayPalOrders.createRequestId })
      .returning();
    if (created) return reply.status(201).send(orderBody(created, request, 'preferred'));
    // The same request id again: the order it created, and no second one.
    return reply.status(200).send(orderBody(await findCreated(requestId), request, 'preferred'));
  });

  /**
   * A merchant-initiated charge of a vault id: the order is captured at once, declined when the
   * buyer's PayPal declines later charges. The same request id answers the same order.
   */
  async function chargeVault(
    request: FastifyRequest,
    reply: FastifyReply,
    requestId: string,
    amountCents: number,
    vaultId: string,
  ) {
    const [vault] = await db
      .select()
      .from(sandboxPayPalVault)
      .where(
        and(eq(sandboxPayPalVault.vaultId, vaultId), eq(sandboxPayPalVault.status, 'VAULTED')),
      );
    if (!vault) return paypalError(reply, 422, 'INVALID_PAYMENT_SOURCE');
    const declined = vault.declinesLater;
    const [charged] = await db
      .insert(sandboxPayPalOrders)
      .values({
        id: newOrderId(),
        createRequestId: requestId,
        amountCents,
        currency: 'USD',
        status: 'COMPLETED',
        vaultId,
        captureRequestId: requestId,
        captureId: `SBXCAP${randomBytes(6).toString('hex').toUpperCase()}`,
        captureStatus: declined ? 'DECLINED' : 'COMPLETED',
        capturedAt: options.clock.now(),
        captures: declined ? 0 : 1,
      })
      .onConflictDoNothing({ target: sandboxPayPalOrders.createRequestId })
      .returning();
    if (charged) return reply.status(201).send(orderBody(charged, request, 'preferred'));
    return reply.status(200).send(orderBody(await findCreated(requestId), request, 'preferred'));
  }

  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/v2/checkout/orders/:id`,
    hidden,
    async (request, reply) => {
      if (!authorised(request)) return paypalError(reply, 401);
      const row = await find(request.params.id);
      if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID');
      return orderBody(row, request);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/v2/checkout/orders/:id/capture`,
    hidden,
    async (request, reply) => {
      if (!authorised(request)) return paypalError(reply, 401);
      const requestId = requestIdOf(request);
      if (requestId === null) return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE');
      const row = await find(request.params.id);
      if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID');
      const failing = row.failingInstrument;
      const captured = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(sandboxPayPalOrders)
          .set({
            status: 'COMPLETED',
            captureRequestId: requestId || unrepeatable(),
            captureId: `SBXCAP${randomBytes(6).toString('hex').toUpperCase()}`,
            captureStatus: failing ? 'DECLINED' : 'COMPLETED',
            capturedAt: options.clock.now(),
            captures: sql`${sandboxPayPalOrders.captures} + ${failing ? 0 : 1}`,
            vaultId: row.storeInVault && !failing ? newVaultId() : null,
          })
          .where(
            and(
              eq(sandboxPayPalOrders.id, row.id),
              eq(sandboxPayPalOrders.status, 'APPROVED'),
              isNull(sandboxPayPalOrders.captureRequestId),
            ),
          )
          .returning();
        // store_in_vault ON_SUCCESS: a paid capture keeps the buyer's PayPal for later charges.
        if (done?.vaultId) {
          await tx.insert(sandboxPayPalVault).values({
            id: done.vaultId,
            createRequestId: `capture-${done.id}`,
            customerId: '',
            status: 'VAULTED',
            vaultId: done.vaultId,
            declinesLater: done.declinesLater,
          });
        }
        return done;
      });
      if (captured) return reply.status(201).send(orderBody(captured, request, 'preferred'));
      const now = (await find(row.id))!;
      // The same request again: the first capture, answered 200, and no second one.
      if (requestId && now.captureRequestId === requestId) {
        return reply.status(200).send(orderBody(now, request, 'preferred'));
      }
      if (now.status === 'COMPLETED') return paypalError(reply, 422, 'ORDER_ALREADY_CAPTURED');
      if (now.status === 'VOIDED') return paypalError(reply, 422, 'ORDER_ALREADY_VOIDED');
      return paypalError(reply, 422, 'ORDER_NOT_APPROVED');
    },
  );

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      )
      .send(html);

  app.get<{ Querystring: { token?: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/checkoutnow`,
    hidden,
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const row = /^[A-Z0-9]{1,40}$/.test(token) ? await find(token) : undefined;
      if (!row) return sendPage(reply, 404, sandboxPayPalPage({ kind: 'unknown' }));
      if (!WAITING_FOR_PAYER.includes(row.status)) {
        const back = row.status === 'VOIDED' ? row.cancelUrl : row.returnUrl;
        return sendPage(
          reply,
          200,
          sandboxPayPalPage({ kind: 'closed', backUrl: back ? withToken(back, row.id) : null }),
        );
      }
      return sendPage(
        reply,
        200,
        sandboxPayPalPage({
          kind: 'approve',
          token: row.id,
          amount: `$${dollars(row.amountCents)}`,
          action: `${SANDBOX_PAYPAL_PREFIX}/checkoutnow/${row.id}`,
        }),
      );
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_PAYPAL_PREFIX}/checkoutnow/:id`,
    hidden,
    async (request, reply) => {
      const row = await find(request.params.id);
      if (!row) return sendPage(reply, 404, sandboxPayPalPage({ kind: 'unknown' }));
      const waiting = and(
        eq(sandboxPayPalOrders.id, row.id),
        inArray(sandboxPayPalOrders.status, WAITING_FOR_PAYER),
      );
      const choice = request.body?.choice;
      if (choice === 'cancel') {
        await db.update(sandboxPayPalOrders).set({ status: 'VOIDED' }).where(waiting);
        return row.cancelUrl
          ? reply.redirect(withToken(row.cancelUrl, row.id), 303)
          : sendPage(reply, 200, sandboxPayPalPage({ kind: 'chosen', approved: false }));
      }
      if (!APPROVALS.includes(choice as string)) {
        return sendPage(reply, 400, sandboxPayPalPage({ kind: 'unknown' }));
      }
      await db
        .update(sandboxPayPalOrders)
        .set({
          status: 'APPROVED',
          failingInstrument: choice === 'approve-failing',
          declinesLater: choice === 'approve-declines-later',
        })
        .where(waiting);
      // An order made without a payment source sends the payer nowhere: the merchant captures it.
      return row.returnUrl
        ? reply.redirect(withToken(row.returnUrl, row.id, { PayerID: 'SBXPAYER' }), 303)
        : sendPage(reply, 200, sandboxPayPalPage({ kind: 'chosen', approved: true }));
    },
  );

  await sandboxPayPalVaultRoutes(app, { db, authorised, sendPage });
  await sandboxPayPalRefundRoutes(app, { ...options, authorised });
}

/**
 * A refund as PayPal's Payments v2 API answers it: in full, or minimal unless `Prefer:
 * return=representation` asks for it. An eCheck-funded refund is PENDING until it clears.
 */
function refundBody(
  row: RefundRow,
  now: Date,
  request: FastifyRequest,
  shape: 'full' | 'preferred',
) {
  const apiRoot = apiRootOf(request);
  const status = row.status === 'PENDING' && now >= row.completesAt ? 'COMPLETED' : row.status;
  const links = [
    { href: `${apiRoot}/v2/payments/refunds/${row.id}`, rel: 'self', method: 'GET' },
    { href: `${apiRoot}/v2/payments/captures/${row.captureId}`, rel: 'up', method: 'GET' },
  ];
  if (shape === 'preferred' && !prefersRepresentation(request)) {
    return { id: row.id, status, links };
  }
  return {
    id: row.id,
    amount: { currency_code: 'USD', value: dollars(row.amountCents) },
    status,
    ...(status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
    create_time: row.createdAt.toISOString(),
    update_time: (status === 'COMPLETED' ? row.completesAt : row.createdAt).toISOString(),
    links,
  };
}

/** When an eCheck that never clears "completes": never, in any test's lifetime. */
const ECHECK_NEVER_CLEARS = new Date('9999-12-31T00:00:00.000Z');

const PAYMENTS_API = 'payments/v2';

/**
 * Refunds of a capture (Payments v2): all of what is left when no amount is given, never more than
 * it (REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED), under a lock on the capture so refunds at
 * once take turns. The same PayPal-Request-Id answers the first refund, 200, and moves nothing.
 */
async function sandboxPayPalRefundRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    refundAnswerAfterMs?: number;
    authorised: (request: FastifyRequest) => boolean;
  },
) {
  const { db, clock, authorised } = options;
  const answerAfterMs = options.refundAnswerAfterMs ?? ACH_ANSWER_AFTER_MS;

  app.post<{ Params: { id: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/v2/payments/captures/:id/refund`,
    hidden,
    async (request, reply) => {
      if (!authorised(request)) return paypalError(reply, 401, undefined, PAYMENTS_API);
      const requestId = requestIdOf(request);
      const amount = (request.body as { amount?: { currency_code?: unknown; value?: unknown } })
        ?.amount;
      const value = typeof amount?.value === 'string' ? amount.value : '';
      if (
        requestId === null ||
        (amount !== undefined &&
          (amount?.currency_code !== 'USD' ||
            !/^\d{1,7}\.\d{2}$/.test(value) ||
            Number(value) <= 0))
      ) {
        return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE', PAYMENTS_API);
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [capture] = await tx
          .select()
          .from(sandboxPayPalOrders)
          .where(
            and(
              eq(sandboxPayPalOrders.captureId, request.params.id),
              eq(sandboxPayPalOrders.captureStatus, 'COMPLETED'),
            ),
          )
          .for('update');
        if (!capture) return { issue: 'INVALID_RESOURCE_ID' as const };
        if (requestId) {
          const [earlier] = await tx
            .select()
            .from(sandboxPayPalRefunds)
            .where(eq(sandboxPayPalRefunds.requestId, requestId));
          if (earlier) return { refund: earlier, repeat: true };
        }
        const [refunded] = await tx
          .select({
            total: sql<number>`coalesce(sum(${sandboxPayPalRefunds.amountCents}), 0)::int`,
          })
          .from(sandboxPayPalRefunds)
          .where(eq(sandboxPayPalRefunds.captureId, capture.captureId!));
        const left = capture.amountCents - Number(refunded?.total ?? 0);
        if (left <= 0) return { issue: 'CAPTURE_FULLY_REFUNDED' as const };
        const amountCents = amount === undefined ? left : Math.round(Number(value) * 100);
        if (amountCents > left) return { issue: 'REFUND_AMOUNT_EXCEEDED' as const };
        const [created] = await tx
          .insert(sandboxPayPalRefunds)
          .values({
            id: newRefundId(),
            requestId: requestId || unrepeatable(),
            captureId: capture.captureId!,
            amountCents,
            status: capture.echeckRefunds ? 'PENDING' : 'COMPLETED',
            completesAt: !capture.echeckRefunds
              ? now
              : capture.echeckNeverClears
                ? ECHECK_NEVER_CLEARS
                : new Date(now.getTime() + answerAfterMs),
            createdAt: now,
          })
          .returning();
        return { refund: created!, repeat: false };
      });
      if ('issue' in outcome) {
        return paypalError(
          reply,
          outcome.issue === 'INVALID_RESOURCE_ID' ? 404 : 422,
          outcome.issue,
          PAYMENTS_API,
        );
      }
      return reply
        .status(outcome.repeat ? 200 : 201)
        .send(refundBody(outcome.refund, now, request, 'preferred'));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/v2/payments/refunds/:id`,
    hidden,
    async (request, reply) => {
      if (!authorised(request)) return paypalError(reply, 401, undefined, PAYMENTS_API);
      const [row] = await db
        .select()
        .from(sandboxPayPalRefunds)
        .where(eq(sandboxPayPalRefunds.id, request.params.id));
      if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID', PAYMENTS_API);
      return refundBody(row, clock.now(), request, 'full');
    },
  );
}

const APPROVALS = ['approve', 'approve-failing', 'approve-declines-later'];

const VAULT_API = 'payment-tokens/v3';

/**
 * The sandbox's Vault v3: setup tokens the buyer approves on an agreement page (approve, approve
 * a PayPal whose later charges are declined, or cancel), and payment tokens made from them.
 */
async function sandboxPayPalVaultRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    authorised: (request: FastifyRequest) => boolean;
    sendPage: (reply: FastifyReply, status: number, html: string) => FastifyReply;
  },
) {
  const { db, authorised, sendPage } = options;
  // Setup tokens only: a vault id a capture made has no approval of its own.
  const findSetup = async (id: string) => {
    const [row] = await db
      .select()
      .from(sandboxPayPalVault)
      .where(and(eq(sandboxPayPalVault.id, id), isNotNull(sandboxPayPalVault.returnUrl)));
    return row;
  };

  app.post(`${SANDBOX_PAYPAL_PREFIX}/v3/vault/setup-tokens`, hidden, async (request, reply) => {
    if (!authorised(request)) return paypalError(reply, 401);
    const requestId = requestIdOf(request);
    const body = request.body as {
      customer?: { merchant_customer_id?: unknown };
      payment_source?: {
        paypal?: {
          usage_type?: unknown;
          experience_context?: { return_url?: unknown; cancel_url?: unknown };
        };
      };
    } | null;
    const customerId = body?.customer?.merchant_customer_id;
    const paypal = body?.payment_source?.paypal;
    const context = paypal?.experience_context;
    if (
      !requestId ||
      typeof customerId !== 'string' ||
      !/^[A-Za-z0-9_-]{1,64}$/.test(customerId) ||
      paypal?.usage_type !== 'MERCHANT' ||
      !isHttpUrl(context?.return_url) ||
      !isHttpUrl(context?.cancel_url)
    ) {
      return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE', VAULT_API);
    }
    const [created] = await db
      .insert(sandboxPayPalVault)
      .values({
        id: newSetupId(),
        createRequestId: requestId,
        customerId,
        status: 'PAYER_ACTION_REQUIRED',
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      })
      .onConflictDoNothing({ target: sandboxPayPalVault.createRequestId })
      .returning();
    if (created) return reply.status(201).send(setupBody(created));
    // The same request id again: the setup token it made, answered 200.
    const [row] = await db
      .select()
      .from(sandboxPayPalVault)
      .where(eq(sandboxPayPalVault.createRequestId, requestId));
    return reply.status(200).send(setupBody(row!));
  });

  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/v3/vault/setup-tokens/:id`,
    hidden,
    async (request, reply) => {
      if (!authorised(request)) return paypalError(reply, 401);
      const row = await findSetup(request.params.id);
      if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID', VAULT_API);
      return setupBody(row);
    },
  );

  app.post(`${SANDBOX_PAYPAL_PREFIX}/v3/vault/payment-tokens`, hidden, async (request, reply) => {
    if (!authorised(request)) return paypalError(reply, 401);
    const requestId = requestIdOf(request);
    const source = (
      request.body as { payment_source?: { token?: { id?: unknown; type?: unknown } } }
    )?.payment_source?.token;
    if (!requestId || typeof source?.id !== 'string' || source.type !== 'SETUP_TOKEN') {
      return paypalError(reply, 400, 'INVALID_PARAMETER_VALUE', VAULT_API);
    }
    const [vaulted] = await db
      .update(sandboxPayPalVault)
      .set({ status: 'VAULTED', vaultId: newVaultId(), vaultRequestId: requestId })
      .where(and(eq(sandboxPayPalVault.id, source.id), eq(sandboxPayPalVault.status, 'APPROVED')))
      .returning();
    // A setup token makes one payment token: asking again answers it, 200.
    const row = vaulted ?? (await findSetup(source.id));
    if (!row) return paypalError(reply, 404, 'INVALID_RESOURCE_ID', VAULT_API);
    if (row.status !== 'VAULTED') {
      return paypalError(reply, 422, 'SETUP_TOKEN_NOT_APPROVED', VAULT_API);
    }
    return reply.status(vaulted ? 201 : 200).send({
      id: row.vaultId,
      customer: { merchant_customer_id: row.customerId },
      payment_source: { paypal: {} },
    });
  });

  app.get<{ Querystring: { approval_session_id?: string } }>(
    `${SANDBOX_PAYPAL_PREFIX}/agreements/approve`,
    hidden,
    async (request, reply) => {
      const id = request.query.approval_session_id;
      const row =
        typeof id === 'string' && /^[A-Z0-9]{1,40}$/.test(id) ? await findSetup(id) : undefined;
      if (!row) return sendPage(reply, 404, sandboxPayPalPage({ kind: 'unknown' }));
      if (row.status !== 'PAYER_ACTION_REQUIRED') {
        const back = row.status === 'VOIDED' ? row.cancelUrl! : row.returnUrl!;
        return sendPage(
          reply,
          200,
          sandboxPayPalPage({
            kind: 'closed',
            backUrl: withParams(back, { approval_token_id: row.id }),
          }),
        );
      }
      return sendPage(
        reply,
        200,
        sandboxPayPalPage({
          kind: 'save',
          token: row.id,
          action: `${SANDBOX_PAYPAL_PREFIX}/agreements/approve/${row.id}`,
        }),
      );
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_PAYPAL_PREFIX}/agreements/approve/:id`,
    hidden,
    async (request, reply) => {
      const row = await findSetup(request.params.id);
      if (!row) return sendPage(reply, 404, sandboxPayPalPage({ kind: 'unknown' }));
      const choice = request.body?.choice;
      if (choice !== 'cancel' && choice !== 'approve' && choice !== 'approve-declines-later') {
        return sendPage(reply, 400, sandboxPayPalPage({ kind: 'unknown' }));
      }
      await db
        .update(sandboxPayPalVault)
        .set(
          choice === 'cancel'
            ? { status: 'VOIDED' }
            : { status: 'APPROVED', declinesLater: choice === 'approve-declines-later' },
        )
        .where(
          and(
            eq(sandboxPayPalVault.id, row.id),
            eq(sandboxPayPalVault.status, 'PAYER_ACTION_REQUIRED'),
          ),
        );
      // PayPal's return carries the approved token as approval_token_id.
      const back = choice === 'cancel' ? row.cancelUrl! : row.returnUrl!;
      return reply.redirect(
        withParams(back, { approval_token_id: row.id, approval_session_id: row.id }),
        303,
      );
    },
  );
}
