// `npm start` lands here: open the database, migrate, seed the demo data, load the tenants, listen.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { drainServer } from './http/server-drain';
import { chooseJobRunner } from './jobs/choose-job-runner';
import { chooseRelayWakeups } from './live/choose-relay-wakeups';
import { createOutboxRelay } from './live/outbox-relay';
import { systemClock } from './clock';
import { bankGatewayOf, cardGatewayOf, readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed-demo-data';
import { listenForNotifications } from './db/listen-for-notifications';
import { SESSION_ENDED_CHANNEL } from './modules/auth/live-session-cache';
import { OWNER_DATA_CHANNEL } from './db/owner-read-cache';
import { loadTenants } from './tenancy/load-tenants';
import { TENANT_CHANNEL } from './tenancy/tenant-document-queries';
import { CATALOG_CHANNEL } from './modules/catalog/watch-catalog-versions';
import { checkTenantPrograms } from './tenancy/check-tenant-programs';
import { DAILY_BILLING_JOB } from './modules/billing/daily-billing-job';
import { listProgramCodes } from './modules/organization/list-program-codes';
import { serverRendererOf } from './web/server-render';
import { chooseTracing } from './tracing/choose-tracing';

const config = readConfig();
// `npm start` switches to a new web build by renaming a link (scripts/workspace.mjs): the build
// is resolved once here, so this server keeps serving the one whose pages it renders.
const pinned = (file: string) => (existsSync(file) ? realpathSync(file) : file);
const webDistDir = pinned(config.WEB_DIST_DIR);
const webSsrEntry = pinned(config.WEB_SSR_ENTRY);
const webIndex = path.join(webDistDir, 'index.html');
const webBuilt = existsSync(webIndex);
// The cache-version of docs/product/screens-and-routes.md: the built index.html names every fingerprinted asset, so its hash
// changes exactly when the build does.
const buildVersion =
  config.BUILD_VERSION ??
  (webBuilt
    ? createHash('sha256').update(readFileSync(webIndex)).digest('hex').slice(0, 12)
    : 'dev');

// Before anything that makes spans: the database, the jobs, the relay and the app.
const tracing = await chooseTracing(config, { version: buildVersion });
const tenants = await loadTenants({ dir: config.TENANTS_DIR, publicUrl: config.PUBLIC_URL });
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
await migrateDatabase(database);
if (config.SEED_DEMO_DATA) {
  await seedDemoData({
    db: database.db,
    authSecret: config.AUTH_SECRET,
    tenants: tenants.all().map((t) => ({
      id: t.id,
      enrollmentType: t.config.enrollmentType,
      onboardingQuestions: t.config.onboardingQuestions,
    })),
  });
}

// Tenant files name degree programs, which live in the database: checked once it is ready.
checkTenantPrograms({ tenants: tenants.all(), knownCodes: await listProgramCodes(database.db) });

// The options @fastify/rate-limit recommends: a slow or absent Redis fails fast. The client is
// loaded only when a Redis is configured (docs/performance.md).
const redis = config.REDIS_URL
  ? new (await import('ioredis')).Redis(config.REDIS_URL, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
    })
  : undefined;

const jobs = chooseJobRunner({ database, clock: systemClock });
const app = await buildApp({
  db: database.db,
  clock: systemClock,
  tenants,
  buildVersion,
  cachingDisabled: !config.CONTENT_CACHING,
  webDistDir: webBuilt ? webDistDir : undefined,
  renderer: serverRendererOf(webSsrEntry),
  cardGateway: cardGatewayOf(config),
  bankGateway: bankGatewayOf(config),
  sandboxBankAnswerSeconds: config.SANDBOX_BANK_ANSWER_SECONDS,
  sandboxTranscriptStepSeconds: config.SANDBOX_TRANSCRIPT_STEP_SECONDS,
  ltiProviders: config.LTI_PROVIDERS,
  demoCourseTool: config.DEMO_COURSE_TOOL,
  paypal: {
    baseUrl: config.PAYPAL_BASE_URL,
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
  },
  webhookSecrets: { card: config.CARD_WEBHOOK_SECRET, paypal: config.PAYPAL_WEBHOOK_SECRET },
  authSecret: config.AUTH_SECRET,
  accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
  sessionWarningSeconds: config.SESSION_WARNING_SECONDS,
  loginAttemptsPerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
  metricsToken: config.METRICS_TOKEN,
  redis,
  logLevel: config.LOG_LEVEL,
  trustProxy: config.TRUST_PROXY,
  jobs,
  tenantChanges: (onChange) => listenForNotifications(database, TENANT_CHANNEL, onChange),
  catalogChanges: (onChange) => listenForNotifications(database, CATALOG_CHANNEL, onChange),
  sessionEndings: (onEnded, onLost) =>
    listenForNotifications(database, SESSION_ENDED_CHANNEL, onEnded, onLost),
  ownerDataChanges: (onChanged, onLost) =>
    listenForNotifications(database, OWNER_DATA_CHANNEL, onChanged, onLost),
  relay: createOutboxRelay({
    database,
    clock: systemClock,
    wakeups: chooseRelayWakeups({ database, redis }),
  }),
  mail: { smtpUrl: config.SMTP_URL },
});
// Without a listener ioredis prints every failed connection to stderr as an unhandled error. While
// it reconnects the per-address limit is skipped and the relay polls, so a warning is enough.
redis?.on('error', (error: Error) =>
  app.log.warn({ err: error }, 'Redis unavailable: reconnecting'),
);

// SIGTERM (an orchestrator's stop) drains: readiness is refused, held requests are answered,
// live clients are sent elsewhere, running jobs end (docs/operations.md "Draining"). Ctrl-C
// drains without waiting for load balancers. Past the time limit the process exits anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    setTimeout(() => {
      app.log.error('drain time limit passed: exiting with work unfinished');
      process.exit(1);
    }, config.DRAIN_TIMEOUT_SECONDS * 1000).unref();
    await drainServer(app, {
      delayMs: signal === 'SIGTERM' ? config.DRAIN_DELAY_SECONDS * 1000 : 0,
    });
    await database.close();
    redis?.disconnect();
    // The drain's last spans are sent before the process ends.
    await tracing?.shutdown();
    process.exit(0);
  });
}

// A signal, never an HTTP endpoint: running jobs is the operator's, not the web's. The pass is
// queued like its daily slot, so any instance may take it.
if (config.DAILY_BILLING_ON_SIGUSR2) {
  process.on('SIGUSR2', () => {
    jobs
      .send(DAILY_BILLING_JOB, {})
      .catch((error: unknown) => app.log.error({ err: error }, 'daily billing pass not queued'));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Student portal on http://localhost:${config.PORT} (${database.kind}, ${tenants.all().length} tenants)`,
);
if (tracing) app.log.info('traces exported over OTLP/HTTP (docs/operations.md "Traces")');
