import { z } from 'zod';

// The staff console's roles and what each may do, in one place (docs/staff-console.md "Roles and
// scope"). The server checks an ability on every staff call; the web only hides what is refused.

export const STAFF_ROLES = [
  'support_agent',
  'registrar',
  'finance',
  'catalog_editor',
  'tenant_admin',
  'provider_admin',
  'partner_staff',
  'employer_staff',
] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ABILITIES = [
  /** Find a student and read their account, orders and coursework. */
  'view_students',
  /**
   * Help a student into their account: mail a password recovery link, lift the sign-in throttle,
   * end all their sessions, correct their contact details (docs/staff-console.md "Acting on a
   * student").
   */
  'help_students',
  /**
   * Withdraw one of a student's courses or re-open one withdrawn (docs/staff-console.md "Acting on
   * a student's courses").
   */
  'change_enrolments',
  /** Answer the support inbox. */
  'answer_support',
  /** Work the registrar's queues: transcripts, admissions, credit. */
  'work_registrar_queues',
  /** Read payments, debts and subscriptions; issue refunds. */
  'manage_payments',
  /** Read the finance reports (docs/finance-reports.md): money figures, no student named. */
  'read_finance_reports',
  /** Edit courses, programs and prices. */
  'edit_catalog',
  /**
   * Edit a tenant's settings (theme, phones, alert, programs, onboarding, schedule) and publish
   * them (docs/tenant-editing.md).
   */
  'edit_tenant',
  /** Create a tenant with its host names (the provider's administrators). */
  'create_tenants',
  /** Restore a staff member's second factor; manage staff accounts. */
  'manage_staff',
  /** Read the audit log. */
  'read_audit',
  /** Check the audit log's hash chain across every tenant. */
  'verify_audit_chain',
  /**
   * List a partner school's own learners with their courses, progress and grades, and export them
   * (docs/staff-console.md "Partner schools").
   */
  'view_own_learners',
  /** Mark the transcripts sent to the member's school received, then posted. */
  'receive_transcripts',
  /**
   * Generate, export and revoke an employer's access codes, and read its monthly statements
   * (docs/employers.md).
   */
  'manage_access_codes',
  /** Follow the learners who redeemed the employer's codes: courses, progress, grades. */
  'view_sponsored_learners',
] as const;
export type StaffAbility = (typeof STAFF_ABILITIES)[number];

/**
 * What only an employer's own staff do: each call acts for the employer named in the member's
 * scope, so a member without one (the provider's staff) has nothing to act for.
 */
export const EMPLOYER_ABILITIES: readonly StaffAbility[] = [
  'manage_access_codes',
  'view_sponsored_learners',
];

export const STAFF_ROLE_ABILITIES: Record<StaffRole, readonly StaffAbility[]> = {
  support_agent: ['view_students', 'help_students', 'change_enrolments', 'answer_support'],
  registrar: ['view_students', 'change_enrolments', 'work_registrar_queues'],
  finance: ['view_students', 'manage_payments', 'read_finance_reports'],
  catalog_editor: ['edit_catalog'],
  tenant_admin: [
    'view_students',
    'help_students',
    'change_enrolments',
    'manage_staff',
    'read_audit',
    'read_finance_reports',
    'edit_tenant',
  ],
  provider_admin: STAFF_ABILITIES.filter((ability) => !EMPLOYER_ABILITIES.includes(ability)),
  // A partner school's staff: their own learners and the transcripts sent to them, nothing of a
  // student's account, payments or other tenants (given only with a scope of tenants).
  partner_staff: ['view_own_learners', 'receive_transcripts'],
  // An employer's staff: its access codes, the learners who redeemed them and its statements
  // (given only with a scope of one tenant and the employer).
  employer_staff: [...EMPLOYER_ABILITIES],
};

export function staffMay(roles: readonly StaffRole[], ability: StaffAbility): boolean {
  return roles.some((role) => STAFF_ROLE_ABILITIES[role].includes(ability));
}

/**
 * Which tenants a staff member works on: the provider's own staff on all of them, a partner's staff
 * on the partner's tenants only.
 */
export const staffScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all_tenants') }),
  z.object({
    kind: z.literal('tenants'),
    tenantIds: z.array(z.string()).min(1),
    /**
     * An employer's staff work for one employer (organisation data, `employers.id`) on its tenant:
     * its codes and the learners who redeemed them, nothing else of the tenant's.
     */
    employerId: z.number().int().positive().optional(),
  }),
]);
export type StaffScope = z.infer<typeof staffScopeSchema>;

/** The tenants a member's scope reaches, as queries take them (null: all of them). */
export const scopeTenants = (scope: StaffScope): readonly string[] | null =>
  scope.kind === 'all_tenants' ? null : scope.tenantIds;

export function scopeCoversTenant(scope: StaffScope, tenantId: string): boolean {
  return scope.kind === 'all_tenants' || scope.tenantIds.includes(tenantId);
}

/** Whether everything `inner` reaches is within `outer`: an admin acts on staff inside their own scope. */
export function scopeContains(outer: StaffScope, inner: StaffScope): boolean {
  if (outer.kind === 'all_tenants') return true;
  return inner.kind === 'tenants' && inner.tenantIds.every((id) => outer.tenantIds.includes(id));
}

/** The employer a member works for, with its tenant; null for anyone else. */
export function scopeEmployer(scope: StaffScope): { tenantId: string; employerId: number } | null {
  if (scope.kind !== 'tenants' || scope.employerId === undefined) return null;
  return { tenantId: scope.tenantIds[0]!, employerId: scope.employerId };
}

/**
 * Whether roles and scope go together: a partner school's staff reach their school's tenants, so
 * the role is held only with a scope of tenants (docs/staff-console.md "Partner schools"); an
 * employer's staff hold one tenant and their employer, and only they name an employer
 * (docs/employers.md); the catalog is the provider's, shared by every tenant, so its editor works
 * on all of them (docs/catalog-editing.md).
 */
export function rolesFitScope(roles: readonly StaffRole[], scope: StaffScope): boolean {
  if (roles.includes('partner_staff') && scope.kind !== 'tenants') return false;
  if (roles.includes('catalog_editor') && scope.kind !== 'all_tenants') return false;
  const employer = scope.kind === 'tenants' && scope.employerId !== undefined;
  if (!roles.includes('employer_staff')) return !employer;
  return employer && scope.kind === 'tenants' && scope.tenantIds.length === 1;
}

/**
 * Whether a member may edit the catalog: the ability, over every tenant, since a course is sold
 * on every tenant's site at once.
 */
export function mayEditCatalog(member: { roles: readonly StaffRole[]; scope: StaffScope }) {
  return staffMay(member.roles, 'edit_catalog') && member.scope.kind === 'all_tenants';
}
