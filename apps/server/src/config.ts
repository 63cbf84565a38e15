// Process configuration, read once from the environment at start-up (README "Configuration").
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from './http/trust-proxy';
import { ltiProvidersSchema } from './lti/lti-providers';
import { PAYMENT_GATEWAYS } from './payments/choose-payment-providers';

// Both this file (src/) and the bundle (dist/) sit two levels below apps/, so these paths hold for both.
const repoPath = (relative: string) =>
  fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

const envSchema = z.object({
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUILD_VERSION: z.string().optional(),
  /** The payment gateway adapter (docs/architecture.md, decision 7). */
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).default('sandbox'),
  /**
   * PayPal's API root (https://api-m.sandbox.paypal.com, https://api-m.paypal.com); when unset,
   * the sandbox PayPal this server serves under /sandbox-paypal (PAYMENT_GATEWAY=sandbox).
   */
  PAYPAL_BASE_URL: z.string().url().optional(),
  /** PayPal REST app credentials (OAuth client credentials); the sandbox's own by default. */
  PAYPAL_CLIENT_ID: z.string().min(1).default('sandbox-client-id'),
  PAYPAL_CLIENT_SECRET: z.string().min(1).default('sandbox-client-secret'),
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
