import { z } from 'zod';
import { FIELD_MAX_LENGTH } from '../validation/field-lengths';
import { emailSchema, passwordSchema } from '../validation/fields';
import {
  rolesFitScope,
  scopeContains,
  staffMay,
  STAFF_ROLE_ABILITIES,
  staffRoleSchema,
  staffScopeSchema,
  type StaffRole,
  type StaffScope,
} from './staff-roles';

// Administrators manage the staff (docs/staff-console.md "Managing staff"): the list, a new member,
// a change of name, roles, scope or standing, and the one-time enrolment link a member sets their
// password and second factor with.

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;
const invalid = { error: 'validation.invalid' } as const;

/** Rows per page of the staff list. */
export const STAFF_LIST_PAGE_SIZE = 25;
export const STAFF_LIST_MAX_PAGE = 200;
/** How long an enrolment link works. */
export const STAFF_ENROLMENT_LINK_TTL_HOURS = 72;

/** `invited`: no password yet (the enrolment link is unused); `disabled`: cannot sign in. */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export const staffStatusSchema = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const staffListQuerySchema = z.object({
  /** The start of a name or an e-mail address. */
  q: z.string().trim().max(FIELD_MAX_LENGTH.email, tooLong).optional(),
  role: staffRoleSchema.optional(),
  status: staffStatusSchema.optional(),
  page: z.coerce
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(STAFF_LIST_MAX_PAGE, invalid)
    .default(1),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  scope: staffScopeSchema,
  status: staffStatusSchema,
  /** Whether a second factor is enrolled (an authenticator app). */
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

export const staffListPageSchema = z.object({
  members: z.array(staffListItemSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type StaffListPage = z.infer<typeof staffListPageSchema>;

const reasonSchema = z.string(required).trim().min(1, required).max(500, tooLong);
const staffNameSchema = z.string(required).trim().min(1, required).max(120, tooLong);
const rolesSchema = z
  .array(staffRoleSchema, required)
  .min(1, required)
  .refine((roles) => new Set(roles).size === roles.length, invalid);

/** POST /staff-api/staff: a new member, who gets an enrolment link by mail. */
export const staffCreateSchema = z
  .object({
    email: emailSchema,
    name: staffNameSchema,
    roles: rolesSchema,
    scope: staffScopeSchema,
    reason: reasonSchema,
  })
  // A partner school's staff reach their own school's tenants, never all of them.
  .refine((body) => rolesFitScope(body.roles, body.scope), {
    ...invalid,
    path: ['scope'],
  });
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** PATCH /staff-api/staff/{id}: any of name, roles, scope and standing, with a reason. */
export const staffPatchSchema = z
  .object({
    name: staffNameSchema.optional(),
    roles: rolesSchema.optional(),
    scope: staffScopeSchema.optional(),
    disabled: z.boolean().optional(),
    reason: reasonSchema,
  })
  .refine(
    (patch) =>
      patch.name !== undefined ||
      patch.roles !== undefined ||
      patch.scope !== undefined ||
      patch.disabled !== undefined,
    { error: 'validation.required', path: ['name'] },
  );
export type StaffPatch = z.infer<typeof staffPatchSchema>;

/** An enrolment link's secret: 43 base64url characters (256 bits), as it travels in the fragment. */
export const staffEnrolmentTokenSchema = z.string(required).regex(/^[A-Za-z0-9_-]{43}$/, invalid);

export const staffEnrolmentCheckSchema = z.object({ token: staffEnrolmentTokenSchema });
export const staffEnrolmentMemberSchema = z.object({ email: z.string(), name: z.string() });
export type StaffEnrolmentMember = z.infer<typeof staffEnrolmentMemberSchema>;

/** POST /staff-api/enrolment: the link's secret and the member's new password. */
export const staffEnrolmentSchema = z.object({
  token: staffEnrolmentTokenSchema,
  password: passwordSchema,
});
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

/**
 * The roles an administrator may give (docs/staff-console.md "Managing staff"): a provider admin
 * any; a tenant admin any but provider admin. Nobody gives themselves a role they do not hold.
 */
export function rolesGrantable(adminRoles: readonly StaffRole[]): readonly StaffRole[] {
  if (adminRoles.includes('provider_admin')) return staffRoleSchema.options;
  return staffRoleSchema.options.filter((role) => role !== 'provider_admin');
}

/** Whether an admin may give `roles` on `scope`: grantable roles, within the admin's own scope. */
export function mayGrant(
  admin: { roles: readonly StaffRole[]; scope: StaffScope },
  grant: { roles?: readonly StaffRole[]; scope?: StaffScope },
): boolean {
  const grantable = rolesGrantable(admin.roles);
  if (grant.roles && !grant.roles.every((role) => grantable.includes(role))) return false;
  return !grant.scope || scopeContains(admin.scope, grant.scope);
}

/**
 * Whether `next` roles would give an ability `current` ones lack: nobody does that to themselves
 * (a provider admin may step down to support agent; a tenant admin may not add finance).
 */
export function raisesAbilities(
  current: readonly StaffRole[],
  next: readonly StaffRole[],
): boolean {
  return next.some((role) =>
    STAFF_ROLE_ABILITIES[role].some((ability) => !staffMay(current, ability)),
  );
}

/**
 * The console's form for a member (docs/staff-console.md "The web pages for staff"): the scope as
 * a choice and a list of tenant ids typed with commas or spaces; `staffScopeOfForm` turns it into
 * the scope the API takes.
 */
export const staffMemberFormSchema = z
  .object({
    email: emailSchema,
    name: staffNameSchema,
    roles: z.array(staffRoleSchema, required).min(1, required),
    scopeKind: z.enum(['all_tenants', 'tenants']),
    tenantIds: z.string().trim().max(500, tooLong),
    /** An employer's id (organisation data), for employer staff only; empty for anyone else. */
    employerId: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, invalid),
    reason: reasonSchema,
  })
  .refine((form) => form.scopeKind === 'all_tenants' || tenantIdsOf(form.tenantIds).length > 0, {
    error: 'validation.required',
    path: ['tenantIds'],
  });
export type StaffMemberForm = z.input<typeof staffMemberFormSchema>;

function tenantIdsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((id) => id !== ''))];
}

export function staffScopeOfForm(form: {
  scopeKind: string;
  tenantIds: string;
  employerId?: string;
}): StaffScope {
  if (form.scopeKind === 'all_tenants') return { kind: 'all_tenants' };
  const tenantIds = tenantIdsOf(form.tenantIds);
  return form.employerId
    ? { kind: 'tenants', tenantIds, employerId: Number(form.employerId) }
    : { kind: 'tenants', tenantIds };
}

/** A reason alone: disabling or enabling a member. */
export const staffReasonFormSchema = z.object({ reason: reasonSchema });
