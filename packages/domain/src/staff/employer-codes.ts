import { z } from 'zod';
import { recordIdSchema } from '../validation/record-id';

// An employer's staff in the console (docs/employers.md): batches of access codes for the
// employer's programs, their redemptions and revocations, and the monthly statements.

const invalid = { error: 'validation.invalid' } as const;
const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;

/** The most codes one batch makes: more is a mistake, or several batches. */
export const MAX_BATCH_CODES = 500;
/** Rows per page of the batches list. */
export const ACCESS_CODE_BATCHES_PAGE_SIZE = 25;
export const ACCESS_CODE_BATCHES_MAX_PAGE = 200;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) =>
  dayPattern.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** `YYYY-MM-DD`, a day that exists. */
export const daySchema = z.string(invalid).refine(isRealDay, invalid);

/** POST /staff-api/employer/batches */
export const accessCodeBatchCreateSchema = z.strictObject({
  degreeProgramId: recordIdSchema,
  count: z.number(invalid).int(invalid).min(1, invalid).max(MAX_BATCH_CODES, invalid),
  /** The last day the codes may be redeemed (UTC), after today; none: they do not expire. */
  expiresOn: daySchema.optional(),
});
export type AccessCodeBatchCreate = z.infer<typeof accessCodeBatchCreateSchema>;

/**
 * The console's form for a batch: the fields as typed (a last day left empty: no expiry), turned
 * into the call's body with the same checks, each problem under its field.
 */
export const accessCodeBatchFormSchema = z
  .object({
    degreeProgramId: z.string().min(1, required),
    count: z.string().trim().min(1, required),
    expiresOn: z.string().trim(),
  })
  .transform((form, context): AccessCodeBatchCreate => {
    const parsed = accessCodeBatchCreateSchema.safeParse({
      degreeProgramId: Number(form.degreeProgramId),
      count: Number(form.count),
      ...(form.expiresOn ? { expiresOn: form.expiresOn } : {}),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
    }
    return z.NEVER;
  });
export type AccessCodeBatchForm = z.input<typeof accessCodeBatchFormSchema>;

/** A revocation's reason, kept in the audit log. */
export const accessCodeRevocationSchema = z.strictObject({
  reason: z.string(required).trim().min(1, required).max(500, tooLong),
});
export type AccessCodeRevocation = z.infer<typeof accessCodeRevocationSchema>;

export const ACCESS_CODE_STATUSES = ['available', 'redeemed', 'revoked', 'expired'] as const;
export type AccessCodeStatus = (typeof ACCESS_CODE_STATUSES)[number];

const programSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const employerProgramSchema = programSchema.extend({
  /** What the employer is billed for each code of the program redeemed (docs/employers.md). */
  priceCents: z.number().int(),
});

/** GET /staff-api/employer: who the member works for, and the programs they may buy codes for. */
export const employerOverviewSchema = z.object({
  employer: z.object({ id: z.number(), name: z.string() }),
  tenantId: z.string(),
  programs: z.array(employerProgramSchema),
});
export type EmployerOverview = z.infer<typeof employerOverviewSchema>;

export const accessCodeBatchSchema = z.object({
  id: z.string(),
  program: programSchema,
  count: z.number(),
  /** The program's price when the batch was made: each redeemed code is billed at it. */
  unitPriceCents: z.number(),
  /** The last day its codes may be redeemed, `YYYY-MM-DD`; null: they do not expire. */
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** When the whole batch was revoked, ISO; null while it stands. */
  revokedAt: z.string().nullable(),
  counts: z.object({
    available: z.number(),
    redeemed: z.number(),
    revoked: z.number(),
    expired: z.number(),
  }),
});
export type AccessCodeBatch = z.infer<typeof accessCodeBatchSchema>;

export const accessCodeBatchesQuerySchema = z.strictObject({
  page: z.coerce
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(ACCESS_CODE_BATCHES_MAX_PAGE, invalid)
    .default(1),
});

export const accessCodeBatchesPageSchema = z.object({
  batches: z.array(accessCodeBatchSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type AccessCodeBatchesPage = z.infer<typeof accessCodeBatchesPageSchema>;

export const accessCodeSchema = z.object({
  code: z.string(),
  status: z.enum(ACCESS_CODE_STATUSES),
  /** When a learner redeemed it, ISO, and who. */
  redeemedAt: z.string().nullable(),
  redeemedBy: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  revokedAt: z.string().nullable(),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

/** GET /staff-api/employer/batches/{id}: the batch and each of its codes. */
export const accessCodeBatchDetailSchema = accessCodeBatchSchema.extend({
  codes: z.array(accessCodeSchema),
});
export type AccessCodeBatchDetail = z.infer<typeof accessCodeBatchDetailSchema>;

/** The batch CSV's columns, one line per code. */
export const ACCESS_CODES_CSV_COLUMNS = [
  'code',
  'program',
  'expires_on',
  'status',
  'redeemed_at',
] as const;

/** `YYYY-MM`: a statement's month (UTC). */
export const statementMonthSchema = z.string(invalid).regex(/^\d{4}-(0[1-9]|1[0-2])$/, invalid);

export const employerStatementsSchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      /** Codes redeemed in the month, and what they bill. */
      redeemed: z.number(),
      totalCents: z.number(),
    }),
  ),
});
export type EmployerStatements = z.infer<typeof employerStatementsSchema>;
