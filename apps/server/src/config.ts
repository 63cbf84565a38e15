// Process configuration, read once from the environment at start-up (README "Configuration").
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from './http/trust-proxy';
import { ltiProvidersSchema } from './lti/lti-providers';
import {
  BANK_GATEWAYS,
  CARD_GATEWAYS,
  type BankGatewaySettings,
  type CardGatewaySettings,
} from './payments/choose-payment-providers';
import { SANDBOX_AUTHORIZE_NET_CREDENTIALS } from './payments/sandbox-authorize-net-routes';
import { SANDBOX_PAYFLOW_CREDENTIALS } from './payments/sandbox-payflow-routes';

// Both this file (src/) and the bundle (dist/) sit two levels below apps/, so these paths hold for both.
const repoPath = (relative: string) =>
  fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

/**
 * Each real gateway: the setting that chooses it, its URL and the login it needs with that URL
 * (docs/payment-gateways.md).
 */
const REAL_GATEWAYS = [
  {
    choice: 'CARD_GATEWAY',
    gateway: 'payflow',
    url: 'PAYFLOW_URL',
    login: ['PAYFLOW_PARTNER', 'PAYFLOW_VENDOR', 'PAYFLOW_USER', 'PAYFLOW_PASSWORD'],
  },
  {
    choice: 'BANK_GATEWAY',
    gateway: 'authorize-net',
    url: 'AUTHORIZE_NET_URL',
    login: ['AUTHORIZE_NET_LOGIN_ID', 'AUTHORIZE_NET_TRANSACTION_KEY'],
  },
] as const;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default(repoPath('data')),
    DATABASE_URL: z.string().url().optional(),
    TENANTS_DIR: z.string().default(repoPath('tenants')),
    WEB_DIST_DIR: z.string().default(repoPath('apps/web/dist')),
    WEB_SSR_ENTRY: z.string().default(repoPath('apps/web/dist-server/entry-server.js')),
    /** Signing key for access tokens; when unset, one is generated once and kept in the database. */
    AUTH_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600),
    /**
     * How long before a session ends for inactivity (its refresh token running out) the student is
     * warned and may stay signed in (WCAG 2.2.1; docs/accessibility/keyboard-and-timing.md).
     */
    SESSION_WARNING_SECONDS: z.coerce.number().int().positive().default(120),
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** A Redis server shared by every instance, for the per-address sign-in limit. */
    REDIS_URL: z.string().url().optional(),
    /**
     * Where this server is reached, for links in mail (`http://localhost:3000` under `npm start`);
     * when unset, links go to each tenant's first host.
     */
    PUBLIC_URL: z.string().url().optional(),
    /**
     * With the sandbox gateway: the sandbox bank answers transfers after this many seconds instead
     * of two days, and the portal asks it as often (demonstrations, browser journeys).
     */
    SANDBOX_BANK_ANSWER_SECONDS: z.coerce.number().int().min(1).max(59).optional(),
    /**
     * The sandbox transcript exchange moves each transcript request (and answers prior credit)
     * after this many seconds instead of a day, and runs as often (demonstrations, browser journeys).
     */
    SANDBOX_TRANSCRIPT_STEP_SECONDS: z.coerce.number().int().min(1).max(59).optional(),
    /**
     * `on`: the signal SIGUSR2 queues the daily billing pass at once (memberships expired, days to
     * restart counted down), for a demonstration or a browser journey that cannot wait for 00:05 UTC.
     * Off by default: process managers such as nodemon send SIGUSR2 to restart.
     */
    DAILY_BILLING_ON_SIGUSR2: z
      .enum(['on', 'off'])
      .default('off')
      .transform((v) => v === 'on'),
    /** The SMTP server that sends queued mail; when unset, mail stays in the local mailbox. */
    SMTP_URL: z.string().url().optional(),
    /** Bearer token for GET /metrics; when unset, only loopback clients may read the metrics. */
    METRICS_TOKEN: z.string().min(16).optional(),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    CONTENT_CACHING: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    /**
     * On SIGTERM, how long readiness is refused before the server stops taking connections:
     * set it to the load balancer's probe interval so none is sent to a closed port.
     */
    DRAIN_DELAY_SECONDS: z.coerce.number().min(0).default(0),
    /** The longest a drain may take before the process exits anyway, with an error logged. */
    DRAIN_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BUILD_VERSION: z.string().optional(),
    /**
     * An OTLP/HTTP collector (docs/operations.md "Traces"): spans go to `<endpoint>/v1/traces`, or
     * to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given. Neither set: no traces, and the
     * OpenTelemetry SDK is never loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
    /**
     * The exporter sends OTLP/HTTP with JSON bodies, which a collector's OTLP/HTTP port takes
     * beside protobuf; gRPC is another port and another exporter, so it is refused at start
     * rather than sent to the wrong place.
     */
    OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/json', 'http/protobuf']).optional(),
    OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.enum(['http/json', 'http/protobuf']).optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('student-portal'),
    /** Which traces are kept: the OpenTelemetry specification's samplers, by their names. */
    OTEL_TRACES_SAMPLER: z
      .enum([
        'always_on',
        'always_off',
        'traceidratio',
        'parentbased_always_on',
        'parentbased_always_off',
        'parentbased_traceidratio',
      ])
      .default('parentbased_always_on'),
    /** The share of traces the `traceidratio` samplers keep, from 0 to 1 (1 unless given). */
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
    /** `true` turns traces off whatever else is set, as the specification has it. */
    OTEL_SDK_DISABLED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Who takes card payments (docs/payment-gateways.md): `sandbox` (the test cards, in process) or
     * `payflow` (PayPal Payflow Pro at PAYFLOW_URL, or the sandbox Payflow this server serves).
     */
    CARD_GATEWAY: z.enum(CARD_GATEWAYS).default('sandbox'),
    /**
     * Payflow's host (https://pilot-payflowpro.paypal.com to test, https://payflowpro.paypal.com
     * live); when unset, the sandbox Payflow this server serves under /sandbox-payflow.
     */
    PAYFLOW_URL: z.string().url().optional(),
    /** The merchant's Payflow login; required with PAYFLOW_URL, the sandbox's own without it. */
    PAYFLOW_PARTNER: z.string().min(1).optional(),
    PAYFLOW_VENDOR: z.string().min(1).optional(),
    PAYFLOW_USER: z.string().min(1).optional(),
    PAYFLOW_PASSWORD: z.string().min(1).optional(),
    /**
     * Who takes bank transfers (docs/payment-gateways.md): `sandbox` (the test accounts, in
     * process) or `authorize-net` (eCheck.Net at AUTHORIZE_NET_URL, or the sandbox Authorize.Net
     * this server serves).
     */
    BANK_GATEWAY: z.enum(BANK_GATEWAYS).default('sandbox'),
    /**
     * Authorize.Net's API endpoint (https://apitest.authorize.net/xml/v1/request.api to test,
     * https://api.authorize.net/xml/v1/request.api live); when unset, the sandbox Authorize.Net
     * this server serves under /sandbox-authorize-net.
     */
    AUTHORIZE_NET_URL: z.string().url().optional(),
    /** The merchant's API login id and transaction key; required with AUTHORIZE_NET_URL. */
    AUTHORIZE_NET_LOGIN_ID: z.string().min(1).optional(),
    AUTHORIZE_NET_TRANSACTION_KEY: z.string().min(1).optional(),
    /**
     * PayPal's API root (https://api-m.sandbox.paypal.com, https://api-m.paypal.com); when unset,
     * the sandbox PayPal this server serves under /sandbox-paypal.
     */
    PAYPAL_BASE_URL: z.string().url().optional(),
    /** PayPal REST app credentials (OAuth client credentials); the sandbox's own by default. */
    PAYPAL_CLIENT_ID: z.string().min(1).default('sandbox-client-id'),
    PAYPAL_CLIENT_SECRET: z.string().min(1).default('sandbox-client-secret'),
    /**
     * The secrets the gateways sign their webhooks with (docs/disputes.md): set each to the one its
     * gateway's dashboard shows; unset, the sandboxes' (payments/webhook-signature.ts).
     */
    CARD_WEBHOOK_SECRET: z.string().min(16).optional(),
    PAYPAL_WEBHOOK_SECRET: z.string().min(16).optional(),
    /**
     * LTI settings per course provider, as JSON (docs/lti.md), over the defaults that point both
     * providers at the built-in demo course tool.
     */
    LTI_PROVIDERS: z
      .string()
      .optional()
      .transform((value, context) => {
        if (!value) return undefined;
        try {
          return ltiProvidersSchema.parse(JSON.parse(value));
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** The built-in demo course tool under /demo-course-tool; on by default (the embedded setup). */
    DEMO_COURSE_TOOL: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    /** Proxies in front: `false`, a hop count or their addresses (http/trust-proxy.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  })
  .superRefine((env, context) => {
    for (const { choice, gateway, url, login } of REAL_GATEWAYS) {
      // A real gateway needs the merchant's own login: never fall back to the sandbox's.
      if (env[url]) {
        for (const name of login.filter((name) => !env[name])) {
          context.addIssue({ code: 'custom', path: [name], message: `required with ${url}` });
        }
      }
      // Settings the gateway would ignore are a college believing it takes real money.
      if (env[choice] !== gateway) {
        for (const name of [url, ...login].filter((name) => env[name])) {
          const message = `needs ${choice}=${gateway}`;
          context.addIssue({ code: 'custom', path: [name], message });
        }
      }
    }
  });

export type ServerConfig = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

/**
 * The card gateway as the app takes it. Without PAYFLOW_URL, Payflow is the sandbox Payflow this
 * server serves, with its own login unless PAYFLOW_* say otherwise.
 */
export function cardGatewayOf(config: ServerConfig): CardGatewaySettings {
  if (config.CARD_GATEWAY === 'sandbox') return { gateway: 'sandbox' };
  return {
    gateway: 'payflow',
    url: config.PAYFLOW_URL,
    credentials: {
      partner: config.PAYFLOW_PARTNER ?? SANDBOX_PAYFLOW_CREDENTIALS.partner,
      vendor: config.PAYFLOW_VENDOR ?? SANDBOX_PAYFLOW_CREDENTIALS.vendor,
      user: config.PAYFLOW_USER ?? SANDBOX_PAYFLOW_CREDENTIALS.user,
      password: config.PAYFLOW_PASSWORD ?? SANDBOX_PAYFLOW_CREDENTIALS.password,
    },
  };
}

/**
 * The bank-transfer gateway as the app takes it. Without AUTHORIZE_NET_URL, Authorize.Net is the
 * sandbox Authorize.Net this server serves, with its own login unless AUTHORIZE_NET_* say otherwise.
 */
export function bankGatewayOf(config: ServerConfig): BankGatewaySettings {
  if (config.BANK_GATEWAY === 'sandbox') return { gateway: 'sandbox' };
  return {
    gateway: 'authorize-net',
    url: config.AUTHORIZE_NET_URL,
    credentials: {
      loginId: config.AUTHORIZE_NET_LOGIN_ID ?? SANDBOX_AUTHORIZE_NET_CREDENTIALS.loginId,
      transactionKey:
        config.AUTHORIZE_NET_TRANSACTION_KEY ?? SANDBOX_AUTHORIZE_NET_CREDENTIALS.transactionKey,
    },
  };
}
