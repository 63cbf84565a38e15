import { z } from 'zod';
import { tenantConfigSchema, type TenantConfig } from '../tenant/tenant-config';
const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;
const invalid = { error: 'validation.invalid' } as const;

// What the staff console reads and publishes of a tenant (docs/tenant-editing.md). A change names
// whole sections of the tenant's configuration; the server lays them over the config in force and
// checks the result exactly as the start-up checks a `tenants/` folder, so the shapes of the
// sections are the tenant schema's own and are not repeated here.

/**
 * The sections a tenant administrator edits. Identity and routing (`id`, `hosts`, `partnerSlug`)
 * and the server-side rules (registrar decisions, refund threshold, dispute access) stay with the
 * provider and its files.
 */
export const EDITABLE_TENANT_SECTIONS = [
  'name',
  'theme',
  'logo',
  'phones',
  'systemAlert',
  'pages',
  'features',
  'programs',
  'enrollmentType',
  'permissions',
  'scheduled',
] as const satisfies readonly (keyof TenantConfig)[];
export type EditableTenantSection = (typeof EDITABLE_TENANT_SECTIONS)[number];

const reasonSchema = z.string(required).trim().min(1, required).max(500, tooLong);

/** Why, alone: what a dialog asks before a change that takes nothing else (a page given back). */
export const tenantReasonSchema = z.strictObject({ reason: reasonSchema });
export type TenantReason = z.infer<typeof tenantReasonSchema>;

/**
 * A publication: the revision the editor started from (a later one wins nothing: the change is
 * refused), the sections changed (`null` removes an optional one, such as the alert) and why.
 */
export const tenantChangeSchema = z.strictObject({
  revision: z.number().int().nonnegative(),
  changes: z
    .partialRecord(z.enum(EDITABLE_TENANT_SECTIONS), z.unknown())
    .refine((changes) => Object.keys(changes).length > 0, invalid),
  reason: reasonSchema,
});
export type TenantChange = z.infer<typeof tenantChangeSchema>;

const idSchema = z
  .string(required)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, invalid)
  .max(40, tooLong);

/** A new tenant: who it is and where it is served; everything else starts as the default's. */
export const tenantCreateSchema = z.strictObject({
  id: idSchema,
  name: z.string(required).trim().min(1, required).max(120, tooLong),
  kind: z.enum(['school', 'employer', 'institution', 'provider']),
  hosts: z.array(z.string(required).trim().toLowerCase()).max(10),
  partnerSlug: z.string().trim().optional(),
  reason: reasonSchema,
});
export type TenantCreate = z.infer<typeof tenantCreateSchema>;

/** Where the tenant in force comes from: its `tenants/` folder, or a publication in the console. */
export const tenantSourceSchema = z.enum(['files', 'console']);

/** One tenant as the editor loads it. */
export const staffTenantSchema = z.object({
  id: z.string(),
  /** 0 while the folder's config is in force; each publication adds one. */
  revision: z.number().int(),
  source: tenantSourceSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  config: tenantConfigSchema,
});
export type StaffTenant = z.infer<typeof staffTenantSchema>;

export const staffTenantSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  hosts: z.array(z.string()),
  partnerSlug: z.string().nullable(),
  revision: z.number().int(),
  source: tenantSourceSchema,
});
export const staffTenantListSchema = z.object({ tenants: z.array(staffTenantSummarySchema) });
export type StaffTenantList = z.infer<typeof staffTenantListSchema>;

/** A logo upload's largest size, as a profile photo's. */
export const TENANT_LOGO_MAX_BYTES = 500 * 1024;
/** The types a logo may be sent as; the bytes decide what it is (docs/tenant-editing.md "The logo"). */
export const TENANT_LOGO_UPLOAD_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'];

/**
 * The query of a change sent without a JSON body (a logo upload, a config import, a page removed,
 * a return to the folder): the revision the editor loaded and why.
 */
export const tenantChangeQuerySchema = z.strictObject({
  revision: z.coerce.number().int().nonnegative(),
  reason: reasonSchema,
});

/** A content page's name, as its file `tenants/<id>/content/<name>.json` is named. */
export const tenantPageNameSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, invalid)
  .max(100, tooLong);

/**
 * A page published in the console: the revision the editor loaded, the whole page (checked by the
 * schema of its file, packages/domain/src/content/page-content.ts) and why.
 */
export const tenantPagePublishSchema = z.strictObject({
  revision: z.number().int().nonnegative(),
  content: z.unknown(),
  reason: reasonSchema,
});
export type TenantPagePublish = z.infer<typeof tenantPagePublishSchema>;

/** Whose page is in force: the tenant's own, or the default tenant's it falls back on. */
export const tenantPageSourceSchema = z.enum(['own', 'default']);

export const tenantPageListSchema = z.object({
  revision: z.number().int(),
  pages: z.array(z.object({ name: z.string(), source: tenantPageSourceSchema })),
});
export type TenantPageList = z.infer<typeof tenantPageListSchema>;

export const tenantPageSchema = z.object({
  revision: z.number().int(),
  name: z.string(),
  source: tenantPageSourceSchema,
  content: z.unknown(),
});
export type TenantPage = z.infer<typeof tenantPageSchema>;

/** The settings file of a tenant's folder, and of its export. */
export const TENANT_CONFIG_FILE = 'config.json';

/** Where a content page lives in a tenant's folder: `content/<name>.json`. */
export const pageFilePath = (name: string) => `content/${name}.json`;

/** The page a path of a tenant's folder holds (`content/home.json` is `home`), if it holds one. */
export function pageNameOfFile(path: string): string | undefined {
  const name = /^content\/(.+)\.json$/.exec(path)?.[1];
  return name !== undefined && tenantPageNameSchema.safeParse(name).success ? name : undefined;
}

/**
 * A tenant's folder as one JSON file (docs/tenant-editing.md "Export and import"): each of its
 * text files by its path under `tenants/<id>/`, as the file holds it: `config.json` and a
 * `content/<name>.json` for each page of its own. Images and the logo file stay in the folder.
 */
export const tenantFolderSchema = z.strictObject({
  files: z.record(z.string(), z.unknown()),
});
export type TenantFolder = z.infer<typeof tenantFolderSchema>;
