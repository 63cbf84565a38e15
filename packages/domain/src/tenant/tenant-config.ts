import { z } from 'zod';
import { ENROLLMENT_CODE } from '../catalog/catalog-entry';
import { enrollmentTypeSchema } from '../enrollment/enrollment-type';
import { LANGUAGES, languageSchema } from '../i18n/languages';
import { NAME_RULES } from '../validation/person-name';
import { DISPUTE_ACCESS_RULES } from '../ledger/dispute';
import { paymentMethodSchema } from '../ledger/payment-method';
import { permissionSchema } from '../permissions/permission';
import { defaultRouteMap } from '../permissions/route-map';
import { PATHWAYS } from '../content/public-pages';
import { HEX_COLOUR } from './colour-contrast';
import { themePalette } from './theme-palette';

/**
 * The tenant every other takes what it lacks from (content pages, images, logo): its own pages
 * cannot be given back to another's.
 */
export const DEFAULT_TENANT_ID = 'default';
import { themeSchema, themeShape } from './tenant-theme';

export type { TenantTheme } from './tenant-theme';

// The shape of `tenants/<id>/config.json` and `tenants/global.json` (docs/product/README.md, docs/architecture.md
// decision 5). Every object is strict so that a misspelt key in a tenant file stops the server
// at start-up instead of being silently ignored.

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

const hostNameSchema = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Invalid host name (lower case, no scheme, no port)',
  );

const phoneSchema = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Use the form (###) ###-####');

const dateTimeSchema = z.iso.datetime({ offset: true, error: 'Invalid ISO date-time' });

// A path on this site or an absolute https URL; never `javascript:` and the like, because
// alert links are rendered as anchors.
const linkSchema = z
  .string()
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'Use a site path starting with / or an https URL');

// A React Router pattern as used by the route map (see permissions/route-map.ts).
const routePatternSchema = z.string().regex(/^\/[A-Za-z0-9\-/:?*]*$/, 'Invalid route pattern');

const publicPathSchema = z
  .string()
  .regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'Use a public route path such as /paca');

// First path segments the application itself uses. A partner slug equal to one of them would
// make `/<slug>/...` ambiguous, so it is refused. Derived from the route map so the list cannot
// drift from the routes; the rest are the server's own prefixes.
const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(defaultRouteMap('paid-preselected'))
    .flat()
    .map((pattern) => pattern.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
    .map((segment) => segment.toLowerCase()),
  'content',
  'config',
  'tenant',
  'assets',
  'healthz',
  'livez',
  'readyz',
  'metrics',
  'websocket-api',
  // A language's pages live under `/<language>` (docs/languages.md).
  ...LANGUAGES,
]);

const partnerSlugSchema = slugSchema.refine(
  (slug) => !RESERVED_FIRST_SEGMENTS.has(slug) && !slug.endsWith('-api'),
  'This slug is a path the application already uses',
);

const logoShape = {
  /** File name of the logo inside the tenant folder, e.g. `logo.svg` (served at /tenant/logo). */
  src: z
    .string()
    .regex(
      /^[a-z0-9-]+\.(svg|png|webp)$/,
      'Use a file name in the tenant folder (svg, png or webp)',
    ),
  /** Text alternative read by screen readers, usually the tenant's name. */
  alt: z.string().min(1),
};

const phonesShape = {
  /** Shown in the top bar to logged-in students (docs/product/screens-and-routes.md). */
  studentAdvisor: phoneSchema,
  /** Shown in the top bar to visitors (docs/product/screens-and-routes.md). */
  publicAdvisor: phoneSchema,
};

/** A dismissible banner (docs/product/screens-and-routes.md "Chrome and behaviour"). */
export const systemAlertSchema = z.strictObject({
  /** TEXT is an informational note; ALERT is a warning styled to stand out. */
  kind: z.enum(['TEXT', 'ALERT']),
  /** Stable id; the browser remembers dismissal per id, so change it to show a new alert again. */
  id: slugSchema,
  /** The banner text. May hold `{$name.path}` placeholders. */
  message: z.string().min(1),
  /** Optional "learn more" target: a site path or an https URL. */
  link: linkSchema.optional(),
  /**
   * Who sees it: `everyone` (the default) or only `visitors`, for a message that makes no sense
   * once the learner has an account ("create your account before your code runs out").
   */
  audience: z.enum(['everyone', 'visitors']).optional(),
  /** The banner text in Spanish, for Spanish pages (docs/languages.md "A tenant's own content"). */
  es: z.strictObject({ message: z.string().min(1) }).optional(),
});

// An enrolment code of the organisation data (docs/product/entities.md degree program), e.g. `FHSU-BGS`. Whether
// the program exists is checked against the database at start-up (tenancy/check-tenant-programs.ts).
const enrolmentCodeSchema = z
  .string()
  .regex(ENROLLMENT_CODE, 'Use an enrolment code such as FHSU-BGS');

const unique = <T>(what: string) =>
  [(list: T[]) => new Set(list).size === list.length, `${what} is listed twice`] as const;

/** The degree programs a tenant offers, by enrolment code, in the order the storefront shows them. */
const programsSchema = z
  .array(enrolmentCodeSchema)
  .min(1)
  .refine(...unique<string>('A program'));

const pathwaySchema = z
  .string()
  .refine((value) => (PATHWAYS as readonly string[]).includes(value), {
    message:
      'Unknown pathway: use a path under /pathways, e.g. fresh-start or new-fhsu-students/jump-start',
  });

/** The pathway pages that apply to a tenant, as paths under `/pathways`. */
const pathwaysSchema = z.array(pathwaySchema).refine(...unique<string>('A pathway'));

const pagesShape = {
  /** `coming-soon` shows a holding page at / and sends every other public route there (docs/product/screens-and-routes.md). */
  home: z.enum(['home', 'coming-soon']),
  /** Public route paths turned off for this tenant, e.g. `/paca`; they show the not-found page. */
  disabled: z.array(publicPathSchema),
};

const featuresShape = {
  /** The course-track view on the student dashboard (docs/product/constants-and-limits.md: on for two tenants). */
  courseTrackDashboard: z.boolean(),
  /** The third-party survey widget loader (docs/product/constants-and-limits.md: disabled by environment by default). */
  surveyWidget: z.boolean(),
  /** The "request info" link for visitors in the top bar (docs/product/screens-and-routes.md). */
  requestInfo: z.boolean(),
  /** The "enrol now" link for visitors in the top bar (docs/product/screens-and-routes.md). */
  enrolNow: z.boolean(),
  /** The readiness assessment offer; usually switched on by a scheduled window (docs/product/constants-and-limits.md). */
  readinessAssessment: z.boolean(),
};

/**
 * A question's words in Spanish, for Spanish pages (docs/languages.md "A tenant's own content"):
 * its label and, for a select, its options in the English options' order. The answer saved is
 * the English option whichever language it was chosen in, so staff and reports read one answer.
 */
const questionWordsSchema = z.strictObject({
  label: z.string().min(1),
  options: z.array(z.string().min(1)).min(1).optional(),
});

/** One extra question asked during onboarding (saved as the user's `userData`). */
export const onboardingQuestionSchema = z
  .strictObject({
    /** Key under which the answer is stored. */
    id: slugSchema,
    /** The question as shown to the learner. */
    label: z.string().min(1),
    /** Free text or a choice from `options`. */
    type: z.enum(['text', 'select']),
    /** The choices of a `select` question; not allowed on `text`. */
    options: z.array(z.string().min(1)).min(1).optional(),
    /** Whether onboarding can continue without an answer. */
    required: z.boolean(),
    /** The label and options in Spanish; without it, Spanish pages show the English, noted. */
    es: questionWordsSchema.optional(),
  })
  .refine((q) => (q.type === 'select') === (q.options !== undefined), {
    message: 'A select question needs options; a text question has none',
    path: ['options'],
  })
  .refine((q) => !q.es || q.es.options?.length === q.options?.length, {
    message:
      'Give the Spanish options in the same order and number as the English ones (none for a text question)',
    path: ['es', 'options'],
  });

// A message id's parts are keys nested as in the message files (`topBar`, then `enrolNow`).
const messageKeySchema = z.string().regex(/^[A-Za-z0-9_]+$/);
const MESSAGE_SHAPE =
  'Write each message as text, its id nested as in the message files ("topBar": { "enrolNow": ... })';

type MessageTree = string | { [key: string]: MessageTree };

const messageTreeSchema: z.ZodType<MessageTree> = z.lazy(() =>
  z.union(
    [z.string().min(1), z.record(messageKeySchema, messageTreeSchema, { error: MESSAGE_SHAPE })],
    { error: MESSAGE_SHAPE },
  ),
);

/**
 * A tenant's rewording of the portal's messages, by namespace (the message file's name), then
 * the message id nested as in that file: `{ "shell": { "topBar": { "enrolNow": "Apply today" } } }`.
 */
export const tenantMessagesSchema = z.record(
  z.string().regex(/^[a-z][A-Za-z-]*$/, 'Use the name of a message file, such as shell'),
  z.record(messageKeySchema, messageTreeSchema, { error: MESSAGE_SHAPE }),
);

export type TenantMessages = z.infer<typeof tenantMessagesSchema>;

/**
 * A tenant's words for its Spanish pages (docs/languages.md "A tenant's own content"): its
 * placeholder values, laid over its English ones (a value it does not give is the English), and
 * its rewording of the portal's Spanish messages (a message it does not reword keeps the portal's
 * Spanish, never the tenant's English rewording).
 */
const tenantSpanishSchema = z.strictObject({
  values: z.lazy(() => globalValuesSchema).optional(),
  messages: tenantMessagesSchema.optional(),
});

/**
 * Ids for the third-party loaders (docs/product/README.md). They are public by nature (the browser sends them to
 * the vendor), so they are part of the public config. The values in this repository are
 * placeholders, never real account ids.
 */
const trackingShape = {
  /** Web analytics property id. */
  analyticsId: z.string().min(1).optional(),
  /** Session-replay project id. */
  sessionReplayId: z.string().min(1).optional(),
  /** Marketing-automation account id. */
  marketingAutomationId: z.string().min(1).optional(),
  /** Id of the embedded lead (request-info) form. */
  leadFormEmbed: z.string().min(1).optional(),
};

/**
 * What a scheduled override may change on a tenant: anything but identity and routing (`id`,
 * `hosts`, `partnerSlug`) and the schedule itself. Nested objects are partial and merged into
 * the normal config; see effective-config.ts for the merge rules.
 */
export const tenantOverrideSchema = z.strictObject({
  name: z.string().min(1).optional(),
  employerId: z.number().int().positive().optional(),
  kind: z.enum(['school', 'employer', 'institution', 'provider']).optional(),
  theme: z.strictObject(themeShape).partial().optional(),
  logo: z.strictObject(logoShape).partial().optional(),
  phones: z.strictObject(phonesShape).partial().optional(),
  systemAlert: systemAlertSchema.optional(),
  pages: z.strictObject(pagesShape).partial().optional(),
  features: z.strictObject(featuresShape).partial().optional(),
  permissions: z.array(permissionSchema).optional(),
  enrollmentType: enrollmentTypeSchema.optional(),
  paymentMethods: z.array(paymentMethodSchema).optional(),
  routeMap: z.partialRecord(permissionSchema, z.array(routePatternSchema)).optional(),
  onboardingQuestions: z.array(onboardingQuestionSchema).optional(),
  tracking: z.strictObject(trackingShape).partial().optional(),
  coachingBookingUrl: z.url({ protocol: /^https$/ }).optional(),
  policyVersion: z.string().min(1).max(40).optional(),
  programs: programsSchema.optional(),
  pathways: pathwaysSchema.optional(),
});

export type TenantOverride = z.infer<typeof tenantOverrideSchema>;

/** A config change that applies only while `startsAt <= now < endsAt` on server time (docs/product/README.md). */
function scheduledSchema<T extends z.ZodType>(override: T) {
  return z
    .strictObject({
      /** First instant the override applies (inclusive), ISO 8601 with offset, e.g. `2022-04-22T00:00:00Z`. */
      startsAt: dateTimeSchema,
      /** First instant it no longer applies (exclusive). */
      endsAt: dateTimeSchema,
      /** The partial config merged over the normal one inside the window. */
      override,
    })
    .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
      message: 'endsAt must be after startsAt',
      path: ['endsAt'],
    });
}

export const tenantScheduleSchema = scheduledSchema(tenantOverrideSchema);

/** A tenant's configuration: the interface every tenant folder is written against. */
export const tenantConfigSchema = z
  .strictObject({
    /** Tenant id; equals the folder name under `tenants/`. Also serves `<id>.localhost` in development. */
    id: slugSchema,
    /** Display name, e.g. "Fort Hays State University". */
    name: z.string().min(1),
    /** Host names served for this tenant, lower case without port, e.g. `fhsu.example.edu`. */
    hosts: z.array(hostNameSchema),
    /**
     * Partner-school site served under the base path `/<partnerSlug>` on any host (docs/product/screens-and-routes.md, entities.md
     * Partner). Must not clash with the application's own first path segments.
     */
    partnerSlug: partnerSlugSchema.optional(),
    /**
     * The employer id known to the organisation API (docs/product/entities.md Partner.employerId, api-calls.md): an integer,
     * as the database keeps it.
     */
    employerId: z.number().int().positive().optional(),
    /** What sort of partner this is. */
    kind: z.enum(['school', 'employer', 'institution', 'provider']),
    /** Colours, font and corner radius; turned into CSS custom properties by theme-css.ts. */
    theme: themeSchema,
    /** The wordmark shown in the header. */
    logo: z.strictObject(logoShape),
    /** Advisor phone numbers for the top bar. */
    phones: z.strictObject(phonesShape),
    /** A dismissible banner shown on every page while present. */
    systemAlert: systemAlertSchema.optional(),
    /** Home page mode and disabled public pages. */
    pages: z.strictObject(pagesShape),
    /** Feature flags. */
    features: z.strictObject(featuresShape),
    /** The permissions this tenant grants (docs/product/roles-and-permissions.md); a user never holds one not listed here. */
    permissions: z
      .array(permissionSchema)
      .refine((list) => new Set(list).size === list.length, 'A permission is listed twice'),
    /** The onboarding mode (docs/product/README.md). */
    enrollmentType: enrollmentTypeSchema,
    /**
     * The payment methods switched on (docs/product/entities.md payment methods); when absent, every method the
     * onboarding mode allows (ledger/offered-payment-methods.ts). Listing one the mode does not
     * allow offers nothing more.
     */
    paymentMethods: z
      .array(paymentMethodSchema)
      .refine((list) => new Set(list).size === list.length, 'A payment method is listed twice')
      .optional(),
    /** Replaces the default route list of the given permission levels; others keep the default. */
    routeMap: z.partialRecord(permissionSchema, z.array(routePatternSchema)).optional(),
    /** Extra onboarding questions, in the order asked. */
    onboardingQuestions: z.array(onboardingQuestionSchema),
    /** Third-party loader ids (placeholders in this repository). */
    tracking: z.strictObject(trackingShape),
    /** Calendar booking link for coaching sessions (docs/product/constants-and-limits.md). */
    coachingBookingUrl: z.url({ protocol: /^https$/ }).optional(),
    /**
     * The version of the student policy in force (docs/account-settings.md); a student who agreed to another
     * is asked again. Absent: user/policy-agreement.ts DEFAULT_POLICY_VERSION. A scheduled
     * override can change it from a given time.
     */
    policyVersion: z.string().min(1).max(40).optional(),
    /**
     * Who decides what waits on the registrar (docs/staff-console.md "The registrar's queues"):
     * `sandbox` (the default) lets the sandbox jobs move transcript requests, grant prior credit
     * and register challenge exams on their own; `staff` leaves them in the registrar's queues for
     * a staff member to decide, and the sandbox jobs skip the tenant. Not scheduled: a change to
     * the folder applies on the next start, a config imported in the console at once
     * (docs/tenant-editing.md).
     */
    registrarDecisions: z.enum(['sandbox', 'staff']).optional(),
    /**
     * Refunds above this many cents need a second finance member's approval (docs/refunds.md).
     * Absent: ledger/refund.ts DEFAULT_REFUND_APPROVAL_THRESHOLD_CENTS ($500).
     */
    refundApprovalThresholdCents: z.number().int().nonnegative().optional(),
    /**
     * The student's access while a dispute (chargeback) of their payment is open
     * (docs/disputes.md): `keep` it, or `suspend` it until the dispute is decided (given back if
     * the college wins). Absent: ledger/dispute.ts DEFAULT_DISPUTE_ACCESS (`keep`).
     */
    disputeAccess: z.enum(DISPUTE_ACCESS_RULES).optional(),
    /** Time-boxed overrides, e.g. the assessment tenant's readiness window (docs/product/constants-and-limits.md). */
    scheduled: z.array(tenantScheduleSchema).optional(),
    /**
     * The degree programs this tenant's storefront and pickers offer, by enrolment code, in
     * display order; the first ones are featured on the home page. Absent: every program.
     * Each code must name a program of the organisation data (checked at start-up).
     */
    programs: programsSchema.optional(),
    /**
     * The pathway pages that apply to this tenant (paths under `/pathways`, e.g.
     * `new-fhsu-students/jump-start`); the others show the not-found page and are left out of
     * the pathways page. Absent: every pathway.
     */
    pathways: pathwaysSchema.optional(),
    /**
     * The languages this tenant's site is offered in, its default first (docs/languages.md): the
     * others have their own addresses under `/<language>` and a switch in the header. Absent:
     * English only. Not scheduled: a language's addresses come and go with it.
     */
    languages: z
      .array(languageSchema)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'A language is listed twice')
      .optional(),
    /**
     * Which names this tenant takes (docs/names.md): `english` (English letters, the product's
     * rule) or `any-script` (letters of the Latin, Greek, Cyrillic, Armenian and Georgian alphabets
     * with their accents). Absent: `english`.
     */
    names: z.enum(NAME_RULES).optional(),
    /**
     * This tenant's own values for `{$name.path}` placeholders, laid over `global.json`'s
     * (e.g. its own `support.phone`), in its config and its content alike.
     */
    values: z.lazy(() => globalValuesSchema).optional(),
    /**
     * This tenant's rewording of the portal's English messages, on its English pages. Like
     * `values`, not scheduled.
     */
    messages: tenantMessagesSchema.optional(),
    /** This tenant's values and rewording for its Spanish pages; not scheduled. */
    es: tenantSpanishSchema.optional(),
  })
  .superRefine((config, ctx) => {
    // Scheduled overrides are checked merged, by the loader (apps/server tenancy/load-tenants.ts).
    const { theme } = config;
    // Zod runs this check even when a colour failed its own; that one is reported already.
    if (![theme.brand, theme.accent, theme.background, theme.text].every((c) => HEX_COLOUR.test(c)))
      return;
    for (const problem of themePalette(theme).problems) {
      ctx.addIssue({ code: 'custom', path: ['theme', problem.field], message: problem.message });
    }
  });

export type TenantConfig = z.infer<typeof tenantConfigSchema>;
export type SystemAlert = z.infer<typeof systemAlertSchema>;
export type OnboardingQuestion = z.infer<typeof onboardingQuestionSchema>;
export type TenantSchedule = z.infer<typeof tenantScheduleSchema>;

/** A value in `tenants/global.json` `values`: text, a number, a flag or a nested group. */
export type GlobalValue = string | number | boolean | { [key: string]: GlobalValue };

// Keys are restricted so that every value is reachable by a `{$name.path}` placeholder.
const valueKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_]+$/, 'Use letters, digits and underscores in value names');

const globalValueSchema: z.ZodType<GlobalValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.record(valueKeySchema, globalValueSchema)]),
);

export const globalValuesSchema = z.record(valueKeySchema, globalValueSchema);
export type GlobalValues = z.infer<typeof globalValuesSchema>;

/** What a scheduled override may change in the global config; `values` are merged deeply. */
export const globalOverrideSchema = z.strictObject({
  values: globalValuesSchema.optional(),
  systemAlert: systemAlertSchema.optional(),
});

export type GlobalOverride = z.infer<typeof globalOverrideSchema>;

/** `tenants/global.json`: settings shared by every tenant. */
export const globalConfigSchema = z.strictObject({
  /** Values for `{$name.path}` placeholders, e.g. `{ "company": { "name": "..." } }` for `{$company.name}`. */
  values: globalValuesSchema,
  /** A banner for every tenant; a tenant's own alert is shown instead when it has one. */
  systemAlert: systemAlertSchema.optional(),
  /** Time-boxed overrides of the global config (docs/product/README.md, api-calls.md "with optional scheduled override"). */
  scheduled: z.array(scheduledSchema(globalOverrideSchema)).optional(),
});

export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/** The tenant config as sent to the browser. */
export type PublicTenantConfig = Omit<
  TenantConfig,
  'hosts' | 'scheduled' | 'registrarDecisions' | 'disputeAccess'
>;

/**
 * The part of a tenant config that is safe and useful in the browser. Host names are left out
 * (they reveal the other domains a tenant is served on and the browser already knows its own),
 * and so is the schedule (future overrides are not announced; pass an effective config). The
 * tracking ids stay: the browser hands them to the vendors anyway. Who decides the registrar's
 * queues, and what a dispute does to access, are the server's business.
 */
export function publicTenantConfig(config: TenantConfig): PublicTenantConfig {
  const {
    hosts: _hosts,
    scheduled: _scheduled,
    registrarDecisions: _registrarDecisions,
    disputeAccess: _disputeAccess,
    ...rest
  } = config;
  return rest;
}
