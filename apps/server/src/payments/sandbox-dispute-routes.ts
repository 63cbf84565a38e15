import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeMoveAllowed,
  WEBHOOK_GATEWAYS,
  WEBHOOK_SIGNATURE_HEADER,
  type DisputeStatus,
  type DisputeWebhookEvent,
  type WebhookGateway,
} from '@portal/domain/ledger/dispute';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { PAYFLOW_APPROVED } from './payflow-result-codes';
import { sandboxGatewayDisputes } from './sandbox-dispute-tables';
import { SANDBOX_PAYPAL_PREFIX } from './sandbox-paypal-routes';
import { sandboxGatewayCharges, sandboxPayPalOrders } from './sandbox-tables';
import { signWebhook } from './webhook-signature';

export const SANDBOX_DISPUTES_PREFIX = '/sandbox-disputes';

/** The payer's bank gives the college a week to answer. */
const RESPOND_WITHIN_MS = 7 * 24 * 3600 * 1000;
/** Waits before each try after a refused delivery, as a gateway retries a webhook. */
const RETRY_DELAYS_MS = [200, 1000];

const disputeSchema = z.object({
  id: z.string(),
  gateway: z.enum(WEBHOOK_GATEWAYS),
  transactionId: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.string(),
  respondBy: z.string(),
});
const MOVES = { review: 'UNDER_REVIEW', won: 'WON', lost: 'LOST' } as const;
const evidenceSchema = z.object({
  text: z.string().min(1).max(20_000),
  fileReference: z.string().max(500).nullish(),
});
const answerSchema = z.object({ dispute: disputeSchema, delivered: z.boolean() });

type SandboxDispute = typeof sandboxGatewayDisputes.$inferSelect;

/**
 * The sandbox gateways' disputes (docs/disputes.md "The sandbox"): opens a dispute on a capture
 * the sandbox card gateway or sandbox PayPal took, moves it under review and decides it, each
 * time sending the portal the signed webhook a real gateway would (tried again when the portal
 * answers other than 2xx). Served while a sandbox takes the money, never for a real gateway.
 */
export async function sandboxDisputeRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    gateways: readonly WebhookGateway[];
    secrets: Record<WebhookGateway, string>;
    /** The portal, as the sandbox reaches it. */
    portalUrl: () => string;
    /** The sandbox PayPal's bearer token, when it is served: its Disputes API takes evidence. */
    paypalAccessToken?: string;
  },
): Promise<void> {
  const { db, clock } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sandbox'];

  async function deliver(dispute: SandboxDispute, type: DisputeWebhookEvent['type']) {
    const gateway = dispute.gateway as WebhookGateway;
    const event: DisputeWebhookEvent = {
      id: `evt_${randomUUID()}`,
      type,
      dispute: {
        id: dispute.id,
        transactionId: dispute.transactionId,
        amountCents: dispute.amountCents,
        reason: dispute.reason,
        status: dispute.status as DisputeStatus,
        respondBy: dispute.respondBy.toISOString(),
      },
    };
    const body = JSON.stringify(event);
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const answer = await fetch(`${options.portalUrl()}/webhooks/${gateway}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secrets[gateway], body, clock.now()),
        },
        body,
      }).catch(() => null);
      await answer?.body?.cancel();
      if (answer?.ok) return true;
    }
    return false;
  }

  /** Whether this sandbox gateway captured the charge it is asked to dispute. */
  async function captured(gateway: WebhookGateway, transactionId: string) {
    const [row] =
      gateway === 'card'
        ? await db
            .select({ amountCents: sandboxGatewayCharges.amountCents })
            .from(sandboxGatewayCharges)
            .where(
              and(
                eq(sandboxGatewayCharges.pnref, transactionId),
                eq(sandboxGatewayCharges.resultCode, PAYFLOW_APPROVED),
              ),
            )
        : await db
            .select({ amountCents: sandboxPayPalOrders.amountCents })
            .from(sandboxPayPalOrders)
            .where(
              and(
                eq(sandboxPayPalOrders.captureId, transactionId),
                eq(sandboxPayPalOrders.captureStatus, 'COMPLETED'),
              ),
            );
    return row;
  }

  const view = (dispute: SandboxDispute, delivered: boolean) => ({
    dispute: {
      id: dispute.id,
      gateway: dispute.gateway as WebhookGateway,
      transactionId: dispute.transactionId,
      amountCents: dispute.amountCents,
      reason: dispute.reason,
      status: dispute.status,
      respondBy: dispute.respondBy.toISOString(),
    },
    delivered,
  });

  routes.post(
    `${SANDBOX_DISPUTES_PREFIX}/disputes`,
    {
      schema: {
        tags,
        summary: 'Sandbox: the payer disputes a captured sandbox charge; the portal is told',
        body: z.object({
          gateway: z.enum(WEBHOOK_GATEWAYS),
          transactionId: z.string().min(1).max(100),
          amountCents: z.number().int().positive().optional(),
          reason: z.string().min(1).max(200).default('fraudulent'),
        }),
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      const { gateway, transactionId, reason } = request.body;
      const charge = options.gateways.includes(gateway)
        ? await captured(gateway, transactionId)
        : undefined;
      if (!charge) throw new AppError('NOT_FOUND');
      const now = clock.now();
      const [dispute] = await db
        .insert(sandboxGatewayDisputes)
        .values({
          id: `SBXDP${randomBytes(6).toString('hex').toUpperCase()}`,
          gateway,
          transactionId,
          amountCents: Math.min(request.body.amountCents ?? charge.amountCents, charge.amountCents),
          reason,
          status: 'NEEDS_RESPONSE',
          respondBy: new Date(now.getTime() + RESPOND_WITHIN_MS),
          createdAt: now,
        })
        .returning();
      return view(dispute!, await deliver(dispute!, 'dispute.opened'));
    },
  );

  /**
   * A gateway's dispute API taking the college's evidence: kept on the dispute, which moves under
   * review (the portal is told). The same evidence again answers as the first time and changes
   * nothing, so a retry after a lost answer is safe; other evidence, or a dispute already decided
   * or never answered with evidence and past review, is refused (DISPUTE_NOT_OPEN).
   */
  async function takeEvidence(
    gateway: WebhookGateway,
    disputeId: string,
    evidence: { text: string; fileReference: string | null },
  ) {
    const [dispute] = await db
      .select()
      .from(sandboxGatewayDisputes)
      .where(
        and(eq(sandboxGatewayDisputes.id, disputeId), eq(sandboxGatewayDisputes.gateway, gateway)),
      );
    if (!dispute) throw new AppError('NOT_FOUND');
    const same =
      dispute.evidence?.text === evidence.text &&
      dispute.evidence.fileReference === evidence.fileReference;
    if (same) return view(dispute, true);
    if (dispute.evidence || dispute.status !== 'NEEDS_RESPONSE') {
      throw new AppError('DISPUTE_NOT_OPEN');
    }
    const [moved] = await db
      .update(sandboxGatewayDisputes)
      .set({ status: 'UNDER_REVIEW', evidence })
      .where(and(eq(sandboxGatewayDisputes.id, disputeId), isNull(sandboxGatewayDisputes.evidence)))
      .returning();
    if (!moved) return takeEvidence(gateway, disputeId, evidence);
    return view(moved, await deliver(moved, 'dispute.updated'));
  }

  routes.post(
    `${SANDBOX_DISPUTES_PREFIX}/disputes/:disputeId/evidence`,
    {
      schema: {
        tags,
        summary:
          'Sandbox card gateway: takes the college’s evidence; the dispute goes under review and the portal is told',
        params: z.object({ disputeId: z.string().min(1).max(40) }),
        body: evidenceSchema,
        response: { 200: answerSchema },
      },
    },
    async (request) =>
      takeEvidence('card', request.params.disputeId, {
        text: request.body.text,
        fileReference: request.body.fileReference ?? null,
      }),
  );

  if (options.paypalAccessToken) {
    const accessToken = options.paypalAccessToken;
    // PayPal's Disputes API (v1): evidence as notes, the file named in a document.
    routes.post(
      `${SANDBOX_PAYPAL_PREFIX}/v1/customer/disputes/:disputeId/provide-evidence`,
      {
        schema: {
          hide: true,
          params: z.object({ disputeId: z.string().min(1).max(40) }),
          body: z.object({
            evidences: z
              .array(
                z.object({
                  evidence_type: z.string(),
                  notes: z.string().min(1).max(20_000),
                  documents: z.array(z.object({ name: z.string() })).optional(),
                }),
              )
              .length(1),
          }),
        },
      },
      async (request, reply) => {
        if (request.headers.authorization !== `Bearer ${accessToken}`) {
          return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
        }
        const [evidence] = request.body.evidences;
        try {
          await takeEvidence('paypal', request.params.disputeId, {
            text: evidence!.notes,
            fileReference: evidence!.documents?.[0]?.name ?? null,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const notFound = error.code === 'NOT_FOUND';
          return reply.status(notFound ? 404 : 422).send({
            name: notFound ? 'RESOURCE_NOT_FOUND' : 'UNPROCESSABLE_ENTITY',
            details: [{ issue: notFound ? 'INVALID_RESOURCE_ID' : 'NOT_ELIGIBLE' }],
          });
        }
        return {
          links: [
            {
              href: `${SANDBOX_PAYPAL_PREFIX}/v1/customer/disputes/${request.params.disputeId}`,
              rel: 'self',
              method: 'GET',
            },
          ],
        };
      },
    );
  }

  routes.post(
    `${SANDBOX_DISPUTES_PREFIX}/disputes/:disputeId/:move`,
    {
      schema: {
        tags,
        summary:
          'Sandbox: the payer’s bank takes the dispute under review, or decides it (won/lost); the portal is told',
        params: z.object({
          disputeId: z.string().min(1).max(40),
          move: z.enum(['review', 'won', 'lost'], { error: 'validation.invalid' }),
        }),
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      const { disputeId, move } = request.params;
      const status = MOVES[move];
      const [dispute] = await db
        .select()
        .from(sandboxGatewayDisputes)
        .where(eq(sandboxGatewayDisputes.id, disputeId));
      if (!dispute) throw new AppError('NOT_FOUND');
      if (!disputeMoveAllowed(dispute.status as DisputeStatus, status)) {
        throw new AppError('DISPUTE_NOT_OPEN');
      }
      // From the status read only: of two moves at once, one wins.
      const [moved] = await db
        .update(sandboxGatewayDisputes)
        .set({ status, decidedAt: status === 'UNDER_REVIEW' ? null : clock.now() })
        .where(
          and(
            eq(sandboxGatewayDisputes.id, disputeId),
            eq(sandboxGatewayDisputes.status, dispute.status),
          ),
        )
        .returning();
      if (!moved) throw new AppError('DISPUTE_NOT_OPEN');
      const type = status === 'UNDER_REVIEW' ? 'dispute.updated' : 'dispute.closed';
      return view(moved, await deliver(moved, type));
    },
  );
}
