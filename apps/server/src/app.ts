// The whole server as one Fastify instance that tests drive over HTTP and main.ts listens with.
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import type { WebhookGateway } from '@portal/domain/ledger/dispute';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { JobRunner } from './jobs/job-runner';
import { runJobs } from './jobs/run-jobs';
import { registerLiveChannel } from './live/live-channel';
import type { LiveLimits } from './live/live-session';
import type { OutboxRelay } from './live/outbox-relay';
import { pruneOutboxJob } from './live/prune-outbox-job';
import { purgeLoginThrottlesJob } from './modules/auth/purge-login-throttles-job';
import { purgeStaffLeftoversJob } from './modules/staff-auth/purge-staff-leftovers-job';
import { billSubscriptionsJob } from './modules/billing/bill-subscriptions-job';
import { dailyBillingJob } from './modules/billing/daily-billing-job';
import { settleBankTransfersJob } from './modules/payment-methods/settle-bank-transfers-job';
import { recordLateBankReturnsJob } from './modules/payment-methods/record-late-bank-returns-job';
import { closeAbandonedApprovalsJob } from './modules/payment-methods/close-abandoned-approvals-job';
import { recordCardSettlementsJob } from './modules/payment-methods/record-card-settlements-job';
import { settleCardPaymentsJob } from './modules/payment-methods/settle-card-payments-job';
import { registerChallengeExamsJob } from './modules/challenge-exams/register-challenge-exams-job';
import { chooseMailDelivery, type MailOptions } from './mail/choose-mail-delivery';
import { errorBody } from './http/error-body';
import { registerErrorHandler } from './http/error-handler';
import { PARSER_HEADER_LIMIT_BYTES, registerHeaderSizeLimit } from './http/header-size-limit';
import { answerClientError, answerFrameworkError } from './http/http-layer-errors';
import { registerNulGuard } from './http/reject-nul-characters';
import { registerRequestedWithCheck } from './http/require-requested-with';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMetrics } from './http/metrics';
import { registerHealthRoutes } from './http/health-routes';
import { registerRequestContext } from './http/request-context';
import { registerRequestIdHeader, requestIdOf } from './http/request-id';
import { registerRequestSpans } from './http/request-spans';
import { registerOperationalMetrics } from './http/operational-metrics';
import { createDrainState } from './http/server-drain';
import type { TrustProxy } from './http/trust-proxy';
import { loggerOptions } from './http/logger-options';
import { createWorkAfterAnswer } from './http/work-after-answer';
import { createAccessTokens } from './modules/auth/access-token';
import type { AuthContext } from './modules/auth/auth-context';
import { DEFAULT_THROTTLE_POLICY, type ThrottlePolicy } from './modules/auth/login-throttle-policy';
import { authRoutes } from './modules/auth/auth-routes';
import { passwordRoutes } from './modules/auth/password-routes';
import { createAuthenticate } from './modules/auth/authenticate';
import { createLiveSessionCache } from './modules/auth/live-session-cache';
import { createOwnerReadCache } from './db/owner-read-cache';
import { readsFromMemory } from './db/prepared-read';
import { forgetOwnReadsOnWrite } from './modules/auth/forget-own-reads-on-write';
import { resolveSigningSecret } from './modules/auth/signing-secret';
import { createFactorSecretCipher } from './modules/staff-auth/factor-secret-cipher';
import { createRequireStaff } from './modules/staff-auth/require-staff';
import { verifyViewAsToken } from './modules/staff-auth/verify-view-as-token';
import { registerReadOnlyView } from './modules/auth/read-only-view';
import type { StaffContext } from './modules/staff-auth/staff-context';
import { staffPasskeyRoutes } from './modules/staff-auth/staff-passkey-routes';
import { staffRoutes } from './modules/staff-auth/staff-routes';
import { staffTeamRoutes } from './modules/staff-auth/staff-team-routes';
import { createStaffTokens } from './modules/staff-auth/staff-tokens';
import { staffStudentRoutes } from './modules/staff-students/staff-student-routes';
import { supportRoutes } from './modules/support-conversations/support-routes';
import { registrarRoutes } from './modules/staff-registrar/registrar-routes';
import { partnerTranscriptRoutes } from './modules/staff-registrar/partner-transcript-routes';
import { partnerLearnerRoutes } from './modules/staff-partner/partner-learner-routes';
import { listProgramCodes } from './modules/organization/list-program-codes';
import { staffTenantRoutes } from './modules/staff-tenants/staff-tenant-routes';
import { mailPartnerLearnersJob } from './modules/staff-partner/mail-partner-learners-job';
import { employerRoutes } from './modules/staff-employer/employer-routes';
import { staffAuditRoutes } from './modules/staff-audit/staff-audit-routes';
import { refundRoutes } from './modules/refunds/refund-routes';
import { settleRefundsJob } from './modules/refunds/settle-refunds-job';
import { applyWebhookEventsJob } from './modules/disputes/apply-webhook-events-job';
import { webhookRoutes } from './modules/disputes/webhook-routes';
import { disputeRoutes } from './modules/disputes/dispute-routes';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation-routes';
import { importSettlementFilesJob } from './modules/reconciliation/import-settlement-files-job';
import { readCardSettlementFile } from './modules/reconciliation/read-card-settlement-file';
import { readBankSettlementFile } from './modules/reconciliation/read-bank-settlement-file';
import { readPayPalSettlementFile } from './modules/reconciliation/read-paypal-settlement-file';
import {
  bankSettlementFile,
  cardSettlementFile,
  paypalSettlementFile,
} from './payments/sandbox-settlement-file';
import { sandboxSettlementRoutes } from './payments/sandbox-settlement-routes';
import { financeReportRoutes } from './modules/finance-reports/finance-report-routes';
import { sendDisputeEvidenceJob } from './modules/disputes/send-dispute-evidence-job';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { catalogEditingRoutes } from './modules/catalog/catalog-editing-routes';
import { publishScheduledCatalogJob } from './modules/catalog/publish-scheduled-catalog-job';
import { watchCatalogVersions } from './modules/catalog/watch-catalog-versions';
import { courseworkRoutes } from './modules/coursework/coursework-routes';
import { userEventsRoutes } from './modules/user-events/user-events-routes';
import { manageCoursesRoutes } from './modules/coursework/manage-courses-routes';
import { ltiRoutes } from './modules/course-launch/lti-routes';
import { transcriptsRoutes } from './modules/transcripts/transcripts-routes';
import {
  DEFAULT_TRANSCRIPT_STEP_MS,
  transcriptExchangeJobs,
} from './modules/transcripts/transcript-exchange-job';
import { demoToolRoutes } from './lti/demo-tool/demo-tool-routes';
import { createLtiPlatform, ltiFormOrigins } from './lti/lti-platform';
import { LTI_SERVICE_PREFIXES } from './lti/lti-paths';
import { DEFAULT_LTI_PROVIDERS, DEMO_TOOL_PREFIX, type LtiProviders } from './lti/lti-providers';
import { ledgerRoutes } from './modules/orders/order-routes';
import { challengeExamRoutes } from './modules/challenge-exams/challenge-exam-routes';
import { subscriptionRoutes } from './modules/billing/subscription-routes';
import { receiptRoutes } from './modules/payment-records/receipt-routes';
import { organizationRoutes } from './modules/organization/organization-routes';
import { usersRoutes } from './modules/users/users-routes';
import { accountRoutes } from './modules/users/account-routes';
import {
  choosePaymentProviders,
  sandboxSitesServed,
  type BankGatewaySettings,
  type CardGatewaySettings,
} from './payments/choose-payment-providers';
import type { PaymentProviders } from './payments/payment-provider';
import {
  SANDBOX_AUTHORIZE_NET_PREFIX,
  sandboxAuthorizeNetRoutes,
} from './payments/sandbox-authorize-net-routes';
import { SANDBOX_PAYFLOW_PREFIX, sandboxPayflowRoutes } from './payments/sandbox-payflow-routes';
import {
  SANDBOX_PAYPAL_PREFIX,
  sandboxPayPalAccessToken,
  sandboxPayPalRoutes,
} from './payments/sandbox-paypal-routes';
import { SANDBOX_WEBHOOK_SECRETS } from './payments/webhook-signature';
import { sandboxDisputeRoutes } from './payments/sandbox-dispute-routes';
import { registerContentRoutes } from './tenancy/content-routes';
import { stripPartnerBasePath } from './tenancy/strip-base-path';
import { registerTenancy } from './tenancy/tenancy-plugin';
import { syncTenantDocuments } from './tenancy/sync-tenant-documents';
import type { TenantRegistry } from './tenancy/tenant-registry';
import { isPageRequest, registerSpa } from './web/serve-spa';
import { registerSiteFileRoutes } from './web/site-file-routes';
import type { ServerRenderer } from './web/server-render';

export interface AppOptions {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  buildVersion: string;
  /** docs/product/screens-and-routes.md: with caching disabled the content cache-version is the current time. */
  cachingDisabled?: boolean;
  /** The built web app; without it only the API is served. */
  webDistDir?: string;
  /** The web app's server-side renderer; without it every page is the client-rendered shell. */
  renderer?: ServerRenderer;
  /**
   * Who takes card payments (CARD_GATEWAY, PAYFLOW_*): the in-process sandbox by default; Payflow
   * without a url is the sandbox Payflow this server then serves.
   */
  cardGateway?: CardGatewaySettings;
  /**
   * Who takes bank transfers (BANK_GATEWAY, AUTHORIZE_NET_*): the in-process sandbox bank by
   * default; Authorize.Net without a url is the sandbox Authorize.Net this server then serves.
   */
  bankGateway?: BankGatewaySettings;
  /** SANDBOX_BANK_ANSWER_SECONDS: the sandbox bank answers within seconds, and is asked as often. */
  sandboxBankAnswerSeconds?: number;
  /** SANDBOX_TRANSCRIPT_STEP_SECONDS: each move of the sandbox transcript exchange takes seconds. */
  sandboxTranscriptStepSeconds?: number;
  /**
   * PayPal's API root and credentials (PAYPAL_*); without a base URL, the sandbox PayPal this
   * server serves, reached over loopback.
   */
  paypal?: { baseUrl?: string; clientId?: string; clientSecret?: string };
  /**
   * Each gateway's webhook secret (CARD_WEBHOOK_SECRET, PAYPAL_WEBHOOK_SECRET): the sandboxes'
   * when unset (payments/webhook-signature.ts).
   */
  webhookSecrets?: Partial<Record<WebhookGateway, string>>;
  /** Payment providers in place of the gateway's (docs/architecture.md, decision 7); tests fake some. */
  paymentProviders?: Partial<PaymentProviders>;
  authSecret?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** SESSION_WARNING_SECONDS: the inactivity warning's lead, handed to the web app's pages. */
  sessionWarningSeconds?: number;
  loginAttemptsPerMinute?: number;
  /** The staff console's access tokens (docs/staff-console.md "Sessions"): 15 minutes by default. */
  staffAccessTokenTtlSeconds?: number;
  /** A staff session ends after this long without a call: 30 minutes by default. */
  staffIdleTimeoutSeconds?: number;
  /** Shared counters for the per-address sign-in limit when several instances run (REDIS_URL). */
  redis?: Redis;
  /** Bearer token for `/metrics`; without it only loopback clients may read them. */
  metricsToken?: string;
  /** Sign-in throttle; tests shorten it. */
  loginThrottle?: Partial<ThrottlePolicy>;
  logLevel?: string;
  /** Where logs go (standard output when unset); tests read them back. */
  logStream?: NodeJS.WritableStream;
  /** Which proxies' X-Forwarded-For to believe (http/trust-proxy.ts); none when unset. */
  trustProxy?: TrustProxy;
  /** The job runner (jobs/choose-job-runner.ts): started with the app, stopped when it closes. */
  jobs?: JobRunner;
  /** The outbox relay (live/outbox-relay.ts): started with the app, stopped when it closes. */
  relay?: OutboxRelay;
  /**
   * Calls its argument when a tenant may have been published on another instance (LISTEN
   * tenant_documents); answers a function that stops. Without it, this instance still reads
   * publications at start, after its own and every 30 seconds (docs/tenant-editing.md).
   */
  tenantChanges?: (onChange: () => void) => Promise<() => Promise<void>>;
  /**
   * Calls its argument when a catalog version may have been written on another instance (LISTEN
   * catalog_versions); answers a function that stops. Without it, this instance looks for new
   * versions every 2 seconds (docs/catalog-editing.md "Publishing").
   */
  catalogChanges?: (onChange: () => void) => Promise<() => Promise<void>>;
  /**
   * Names each student session that ends (LISTEN auth_session_ended), calls `onLost` when it can no
   * longer tell; answers a function that stops. With it, signed-in calls check sessions from memory
   * (modules/auth/live-session-cache.ts); without it, every call reads its session.
   */
  sessionEndings?: (
    onEnded: (sessionId?: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
  /**
   * Names each student whose rows changed (LISTEN owner_data_changed, `*` for everyone), calls
   * `onLost` when it can no longer tell; answers a function that stops. With it, a student's GET
   * calls read what they read last from memory until it changes (db/owner-read-cache.ts);
   * without it, every call reads the database.
   */
  ownerDataChanges?: (
    onChanged: (owner?: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
  /** The live channel's limits (live/live-channel.ts); tests shorten its timings. */
  liveLimits?: Partial<LiveLimits>;
  /** How queued mail leaves: SMTP, or the local mailbox when no SMTP server is given. */
  mail?: MailOptions;
  /** LTI settings per course provider (LTI_PROVIDERS), over the defaults that use the demo tool. */
  ltiProviders?: Partial<LtiProviders>;
  /** Serves the built-in demo course tool under /demo-course-tool (DEMO_COURSE_TOOL); on by default. */
  demoCourseTool?: boolean;
  /** How long a client may take to send a request; tests shorten it. */
  httpTimeouts?: Partial<HttpTimeouts>;
}

export interface HttpTimeouts {
  /** From the connection to the end of the request's headers. */
  headersMs: number;
  /** From the connection to the end of the request's body. */
  requestMs: number;
  /** How often Node looks for requests past these limits. */
  checkEveryMs: number;
}

/**
 * Far beyond what a real client needs (headers arrive in milliseconds; the largest body, 1 MB, in a
 * few seconds on a slow phone), and short enough that a client sending a byte every few seconds to
 * hold a connection open is cut off (docs/decisions/0009-hostile-input.md).
 */
const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkEveryMs: 1_000,
};

/** What /openapi.json answers: an OpenAPI 3 document. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/** This server as seen from itself, once it listens: for the default URLs of its sandbox sites. */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, clock, tenants } = options;
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts };
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    rewriteUrl: stripPartnerBasePath(tenants),
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      // The 16 KiB limit is applied by registerHeaderSizeLimit, which answers as any refusal.
      maxHeaderSize: PARSER_HEADER_LIMIT_BYTES,
    },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every other hook and the handler run inside the request's span.
  registerRequestSpans(app);
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerRequestContext(app);
  registerHeaderSizeLimit(app);
  // What routes do after answering is finished before the server closes.
  app.decorate('afterAnswer', createWorkAfterAnswer());
  app.decorate('drainState', createDrainState());
  app.addHook('onClose', () => app.afterAnswer.settled());
  const gateways = {
    card: options.cardGateway ?? { gateway: 'sandbox' as const },
    bank: options.bankGateway ?? { gateway: 'sandbox' as const },
    paypal: {
      baseUrl: options.paypal?.baseUrl,
      clientId: options.paypal?.clientId ?? 'sandbox-client-id',
      clientSecret: options.paypal?.clientSecret ?? 'sandbox-client-secret',
    },
  };
  const sandboxSites = sandboxSitesServed(gateways);
  const demoCourseTool = options.demoCourseTool ?? true;
  // Tools call the LTI services and post the demo tool's forms as other sites do, without the
  // web app's header; they authenticate by signature or bearer token instead. So do the sandbox
  // payment sites this server serves, standing for other sites (PayPal's, Payflow's).
  registerRequestedWithCheck(app, {
    exemptPrefixes: [
      ...(sandboxSites.paypal ? [`${SANDBOX_PAYPAL_PREFIX}/`] : []),
      ...(sandboxSites.payflow ? [SANDBOX_PAYFLOW_PREFIX] : []),
      ...(sandboxSites.authorizeNet ? [SANDBOX_AUTHORIZE_NET_PREFIX] : []),
      ...LTI_SERVICE_PREFIXES,
      ...(demoCourseTool ? [`${DEMO_TOOL_PREFIX}/`] : []),
    ],
  });
  registerNulGuard(app);

  registerSecurityHeaders(app);
  // Pages, scripts, styles and JSON go out compressed (brotli or gzip, as the client accepts).
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Student portal API',
        version: options.buildVersion,
        description:
          'Money amounts are integer cents (USD). Error bodies: { global, fields, courses }.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  const metrics = registerMetrics(app, { token: options.metricsToken });
  const tenantSync = await syncTenantDocuments({
    db,
    registry: tenants,
    programCodes: listProgramCodes,
    listen: options.tenantChanges,
    log: app.log,
  });
  app.addHook('onClose', () => tenantSync.stop());
  registerTenancy(app, { registry: tenants, clock });
  registerReadOnlyView(app);

  const signingSecret = await resolveSigningSecret(db, options.authSecret);
  const accessTokens = createAccessTokens({
    secret: signingSecret,
    ttlSeconds: options.accessTokenTtlSeconds ?? 900,
    clock,
  });
  const sessions = createLiveSessionCache();
  if (options.sessionEndings) {
    const stopHearing = await options.sessionEndings(
      (sessionId) => (sessionId ? sessions.forget([sessionId]) : sessions.listening(true)),
      () => sessions.listening(false),
    );
    app.addHook('onClose', () => stopHearing());
  }
  const ownerReads = createOwnerReadCache();
  if (options.ownerDataChanges) {
    const stopHearing = await options.ownerDataChanges(
      // Without a name, listening has (re)started; an empty one (never sent) forgets everyone.
      (owner) =>
        owner === undefined ? ownerReads.listening(true) : ownerReads.forget(owner || '*'),
      () => ownerReads.listening(false),
    );
    app.addHook('onClose', () => stopHearing());
  }
  forgetOwnReadsOnWrite(app, ownerReads);
  const studentReads = readsFromMemory(db, ownerReads);
  // Before the routes: @fastify/websocket wraps the routes registered after it, so an upgrade
  // request to any other path is closed rather than answered as HTTP on a hijacked socket.
  await registerLiveChannel(app, {
    db,
    clock,
    accessTokens,
    sessions,
    tenants,
    relay: options.relay,
    limits: options.liveLimits,
  });
  registerOperationalMetrics(metrics, {
    db,
    log: app.log,
    openLiveConnections: () => app.websocketServer.clients.size,
  });
  const authContext: AuthContext = {
    db,
    clock,
    accessTokens,
    sessions,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * 24 * 3600,
    loginThrottle: { ...DEFAULT_THROTTLE_POLICY, ...options.loginThrottle },
  };
  const staffContext: StaffContext = {
    db,
    clock,
    tenants,
    tokens: createStaffTokens({
      signingSecret,
      accessTtlSeconds: options.staffAccessTokenTtlSeconds ?? 15 * 60,
      pendingTtlSeconds: 5 * 60,
      clock,
    }),
    factorSecrets: createFactorSecretCipher(signingSecret),
    idleTimeoutSeconds: options.staffIdleTimeoutSeconds ?? 30 * 60,
    loginThrottle: authContext.loginThrottle,
  };
  const requireStaff = createRequireStaff(staffContext);
  const authenticate = createAuthenticate({
    db,
    accessTokens,
    sessions,
    verifyViewAs: (token) => verifyViewAsToken(staffContext, token),
  });
  await app.register(authRoutes, {
    ctx: authContext,
    authenticate,
    attemptsPerMinute: options.loginAttemptsPerMinute ?? 30,
    redis: options.redis,
  });
  await app.register(staffRoutes, {
    ctx: staffContext,
    requireStaff,
    attemptsPerMinute: options.loginAttemptsPerMinute ?? 30,
    redis: options.redis,
  });
  await app.register(staffPasskeyRoutes, { ctx: staffContext, requireStaff });
  await app.register(staffTeamRoutes, {
    ctx: staffContext,
    requireStaff,
    attemptsPerMinute: options.loginAttemptsPerMinute ?? 30,
    redis: options.redis,
  });
  await app.register(staffStudentRoutes, {
    db,
    clock,
    requireStaff,
    tokens: staffContext.tokens,
    tenants,
    sessions,
  });
  await app.register(supportRoutes, { db, clock, tenants, authenticate, requireStaff });
  await app.register(registrarRoutes, { db, clock, tenants, requireStaff });
  await app.register(partnerTranscriptRoutes, { db, clock, tenants, requireStaff });
  await app.register(partnerLearnerRoutes, { db, clock, tenants, requireStaff });
  await app.register(staffTenantRoutes, { db, clock, tenants, sync: tenantSync, requireStaff });
  await app.register(employerRoutes, { db, clock, tenants, requireStaff });
  await app.register(staffAuditRoutes, { db, clock, requireStaff });
  await app.register(usersRoutes, { db, reads: studentReads, clock, authenticate });
  await app.register(accountRoutes, { db, clock, authenticate });
  const bankAnswerSeconds = options.sandboxBankAnswerSeconds;
  const bankAnswerAfterMs = bankAnswerSeconds && bankAnswerSeconds * 1000;
  const providers: PaymentProviders = {
    ...choosePaymentProviders({
      settings: gateways,
      db,
      clock,
      selfUrl: () => loopbackUrl(app),
      sandbox: { bankAnswerAfterMs },
    }),
    ...options.paymentProviders,
  };
  if (sandboxSites.paypal) {
    await app.register(sandboxPayPalRoutes, {
      db,
      clock,
      refundAnswerAfterMs: bankAnswerAfterMs,
      ...sandboxSites.paypal,
    });
  }
  if (sandboxSites.payflow) {
    await app.register(sandboxPayflowRoutes, { db, clock, credentials: sandboxSites.payflow });
  }
  if (sandboxSites.authorizeNet) {
    await app.register(sandboxAuthorizeNetRoutes, {
      db,
      clock,
      credentials: sandboxSites.authorizeNet,
      answerAfterMs: bankAnswerAfterMs,
    });
  }
  await app.register(ledgerRoutes, { db, reads: studentReads, clock, providers, authenticate });
  await app.register(refundRoutes, { db, clock, providers, tenants, requireStaff });
  await app.register(disputeRoutes, { db, clock, requireStaff, jobs: options.jobs });
  await app.register(reconciliationRoutes, { db, clock, requireStaff });
  await app.register(financeReportRoutes, { db, clock, tenants, requireStaff });
  const webhookSecrets = {
    card: options.webhookSecrets?.card ?? SANDBOX_WEBHOOK_SECRETS.card,
    paypal: options.webhookSecrets?.paypal ?? SANDBOX_WEBHOOK_SECRETS.paypal,
  };
  await app.register(webhookRoutes, { db, clock, jobs: options.jobs, secrets: webhookSecrets });
  const sandboxDisputeGateways = [
    ...(gateways.card.gateway === 'sandbox' || sandboxSites.payflow ? (['card'] as const) : []),
    ...(sandboxSites.paypal ? (['paypal'] as const) : []),
  ];
  // The card sandbox publishes its daily settlement file (docs/reconciliation.md); reading a real
  // gateway's report is not built, so a real card gateway has no file to import.
  const cardSandbox = gateways.card.gateway === 'sandbox' || sandboxSites.payflow;
  const bankSandbox = gateways.bank.gateway === 'sandbox' || sandboxSites.authorizeNet;
  const settlementFiles = {
    ...(cardSandbox
      ? { card: async (day: string) => readCardSettlementFile(await cardSettlementFile(db, day)) }
      : {}),
    ...(bankSandbox
      ? {
          bank: async (day: string) =>
            readBankSettlementFile(await bankSettlementFile(db, day, clock.now())),
        }
      : {}),
    ...(sandboxSites.paypal
      ? {
          paypal: async (day: string) =>
            readPayPalSettlementFile(await paypalSettlementFile(db, day, clock.now())),
        }
      : {}),
  };
  if (cardSandbox || bankSandbox || sandboxSites.paypal) {
    await app.register(sandboxSettlementRoutes, {
      db,
      clock,
      gateways: {
        card: Boolean(cardSandbox),
        bank: Boolean(bankSandbox),
        paypal: Boolean(sandboxSites.paypal),
      },
    });
  }
  if (sandboxDisputeGateways.length > 0) {
    await app.register(sandboxDisputeRoutes, {
      db,
      clock,
      gateways: sandboxDisputeGateways,
      secrets: webhookSecrets,
      portalUrl: () => loopbackUrl(app),
      paypalAccessToken: sandboxSites.paypal
        ? sandboxPayPalAccessToken(sandboxSites.paypal)
        : undefined,
    });
  }
  await app.register(challengeExamRoutes, { db, clock, authenticate });
  await app.register(subscriptionRoutes, { db, clock, providers, tenants, authenticate });
  await app.register(receiptRoutes, { db, tenants, authenticate });
  await app.register(courseworkRoutes, { db, reads: studentReads, clock, authenticate });
  await app.register(passwordRoutes, {
    db,
    clock,
    tenants,
    sessions,
    authenticate,
    attemptsPerMinute: options.loginAttemptsPerMinute ?? 30,
    redis: options.redis,
  });
  await app.register(userEventsRoutes, { reads: studentReads, clock, authenticate });
  await app.register(manageCoursesRoutes, { db, clock, authenticate });
  const transcriptStepSeconds = options.sandboxTranscriptStepSeconds;
  const transcriptStepMs = transcriptStepSeconds
    ? transcriptStepSeconds * 1000
    : DEFAULT_TRANSCRIPT_STEP_MS;
  await app.register(transcriptsRoutes, {
    db,
    clock,
    tenants,
    authenticate,
    stepMs: transcriptStepMs,
  });
  const lti = await createLtiPlatform({ db, clock, providers: options.ltiProviders });
  await app.register(ltiRoutes, { platform: lti, authenticate });
  if (demoCourseTool) {
    const { MOODLE, ACROBATIQ } = DEFAULT_LTI_PROVIDERS;
    if (MOODLE.version !== '1.3' || ACROBATIQ.version !== '1.1')
      throw new Error('demo tool registrations');
    await app.register(demoToolRoutes, {
      db,
      clock,
      lti13: MOODLE,
      lti11: { ...ACROBATIQ, secret: lti.consumerSecret(ACROBATIQ) },
    });
  }
  await app.register(catalogRoutes, { db, authenticate });
  // Only pages are cached from the catalog; without them a publish has nothing to tell.
  const catalogWatch = options.webDistDir
    ? watchCatalogVersions({
        db,
        listen: options.catalogChanges,
      })
    : undefined;
  const catalogPublished = async () => {
    await catalogWatch?.look();
  };
  // A tenant's `programs` list must name programs that exist: the catalog keeps their codes.
  const offeredPrograms = () => tenants.all().flatMap((tenant) => tenant.config.programs ?? []);
  await app.register(catalogEditingRoutes, {
    db,
    clock,
    requireStaff,
    published: catalogPublished,
    offered: offeredPrograms,
  });
  await app.register(organizationRoutes, { db, authenticate });
  registerContentRoutes(app, {
    registry: tenants,
    clock,
    buildVersion: options.buildVersion,
    cachingDisabled: options.cachingDisabled ?? false,
  });

  const operations = { tags: ['operations'] };
  registerHealthRoutes(app, { db, isDraining: () => app.drainState.draining });
  app.get(
    '/openapi.json',
    {
      schema: {
        ...operations,
        summary: 'This document: every API route with its request and response schemas',
        response: { 200: openApiDocumentSchema },
      },
    },
    async () => app.swagger(),
  );

  const pages =
    options.webDistDir &&
    (await registerSpa(app, {
      webDistDir: options.webDistDir,
      renderer: options.renderer,
      buildVersion: options.buildVersion,
      cachingDisabled: options.cachingDisabled ?? false,
      sessionWarningSeconds: options.sessionWarningSeconds,
      tenants,
      clock,
      formActionSources: ltiFormOrigins(lti),
      catalogChanges: catalogWatch,
    }));
  if (catalogWatch) {
    await catalogWatch.start(app.log);
    app.addHook('onClose', () => catalogWatch.stop());
  }
  const notFound = (_request: unknown, reply: FastifyReply) =>
    reply.status(404).send(errorBody('NOT_FOUND'));
  // Pages and the web app's built files are a route of their own (not the not-found handler) so
  // compression applies to them. The only route missing from /openapi.json: it answers pages and
  // files, not an API.
  if (pages) {
    registerSiteFileRoutes(app, { db, tenants, pages });
    // HEAD declared, not derived from GET: a derived HEAD route skips compression, and a built
    // file's HEAD answer names its encoding as its GET answer does.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) =>
        pages.sendBuiltFile(request, reply) ??
        (isPageRequest(request) ? pages.sendPage(request, reply) : notFound(request, reply)),
    });
  }
  app.setNotFoundHandler(notFound);
  const mailJobs = await chooseMailDelivery(app, {
    ...options.mail,
    db,
    clock,
    jobs: options.jobs,
  });
  if (options.jobs) {
    await runJobs(app, options.jobs, [
      settleCardPaymentsJob({ db, providers, clock }),
      recordCardSettlementsJob({ db, providers, clock }),
      billSubscriptionsJob({ db, providers, tenants, clock }),
      dailyBillingJob({ db, tenants, clock }),
      settleBankTransfersJob({ db, providers, tenants, clock, everySeconds: bankAnswerSeconds }),
      recordLateBankReturnsJob({ db, providers, tenants, clock }),
      settleRefundsJob({ db, providers, tenants, clock, everySeconds: bankAnswerSeconds }),
      applyWebhookEventsJob({ db, clock, tenants }),
      importSettlementFilesJob({ db, clock, files: settlementFiles }),
      sendDisputeEvidenceJob({ db, clock, providers }),
      closeAbandonedApprovalsJob({ db, clock }),
      registerChallengeExamsJob({ db, tenants, clock }),
      pruneOutboxJob({ db, clock }),
      purgeLoginThrottlesJob({ db, clock, policy: authContext.loginThrottle }),
      purgeStaffLeftoversJob({ db, clock }),
      mailPartnerLearnersJob({ db, tenants, clock }),
      publishScheduledCatalogJob({
        db,
        clock,
        published: catalogPublished,
        offered: offeredPrograms,
      }),
      ...transcriptExchangeJobs({
        db,
        tenants,
        clock,
        stepMs: transcriptStepMs,
        everySeconds: transcriptStepSeconds,
      }),
      ...mailJobs,
    ]);
  }
  const { relay } = options;
  if (relay) {
    await relay.start(app.log);
    app.addHook('onClose', () => relay.stop());
    // Nothing else tells this relay that a request committed events (Redis wake-ups).
    if (!relay.hearsWrites) {
      app.addHook('onResponse', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
          relay.wake();
        }
      });
    }
  }

  return app;
}
