import { z } from 'zod';

/** The course providers (docs/product/README.md, ACROBATIQ and MOODLE); a product's `provider` column names one. */
export const COURSE_PROVIDERS = ['MOODLE', 'ACROBATIQ'] as const;
export type CourseProvider = (typeof COURSE_PROVIDERS)[number];

/** Where the built-in demo course tool answers (demo-tool/demo-tool-routes.ts). */
export const DEMO_TOOL_PREFIX = '/demo-course-tool';

// URLs may be relative ("/demo-course-tool/..."): they are then on the portal's own origin, the
// one the student's browser is on, which is how the built-in demo tool is reached on every tenant.
const url = z.string().min(1);

const lti13Schema = z.strictObject({
  version: z.literal('1.3'),
  /** The client id the platform registered for the tool (the id_token's `aud`). */
  clientId: z.string().min(1),
  deploymentId: z.string().min(1),
  /** The tool's OIDC third-party login initiation URL. */
  loginUrl: url,
  /** Where a launch lands (target_link_uri); also the one redirect URI the platform accepts. */
  launchUrl: url,
  /** The tool's JWKS, for its client-credentials assertions (private_key_jwt). */
  jwksUrl: url,
});

const lti11Schema = z.strictObject({
  version: z.literal('1.1'),
  launchUrl: url,
  consumerKey: z.string().min(1),
  /** The shared secret; `generated` keeps one per installation in the database (never committed). */
  consumerSecret: z.string().min(16).or(z.literal('generated')),
});

export const ltiProviderSchema = z.discriminatedUnion('version', [lti13Schema, lti11Schema]);
export type LtiProvider = z.infer<typeof ltiProviderSchema>;
export type Lti13Provider = z.infer<typeof lti13Schema>;
export type Lti11Provider = z.infer<typeof lti11Schema>;

/** LTI_PROVIDERS: a JSON object from provider name to its settings, over the defaults below. */
export const ltiProvidersSchema = z.partialRecord(z.enum(COURSE_PROVIDERS), ltiProviderSchema);
export type LtiProviders = Record<CourseProvider, LtiProvider>;

/**
 * The embedded default: both providers point at the built-in demo tool, MOODLE over LTI 1.3 and
 * ACROBATIQ over LTI 1.1 (docs/lti.md), so a launch works offline. Real providers are configured
 * with LTI_PROVIDERS.
 */
export const DEFAULT_LTI_PROVIDERS: LtiProviders = {
  MOODLE: {
    version: '1.3',
    clientId: 'demo-course-tool',
    deploymentId: 'portal-demo',
    loginUrl: `${DEMO_TOOL_PREFIX}/lti13/login`,
    launchUrl: `${DEMO_TOOL_PREFIX}/lti13/launch`,
    jwksUrl: `${DEMO_TOOL_PREFIX}/jwks`,
  },
  ACROBATIQ: {
    version: '1.1',
    launchUrl: `${DEMO_TOOL_PREFIX}/lti11/launch`,
    consumerKey: 'portal-demo',
    consumerSecret: 'generated',
  },
};

export const isCourseProvider = (value: string): value is CourseProvider =>
  (COURSE_PROVIDERS as readonly string[]).includes(value);

/** A configured URL made absolute against the origin it is used from. */
export const absoluteUrl = (value: string, origin: string) => new URL(value, origin).toString();
