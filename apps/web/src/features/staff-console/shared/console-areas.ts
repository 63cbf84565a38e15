import type { StaffAbility, StaffRole } from '@portal/domain/staff/staff-roles';
import { staffMay } from '@portal/domain/staff/staff-roles';
import { paths } from '@/lib/paths';

/** A part of the console a member may open: its page, the ability it needs, its `g` shortcut. */
export interface ConsoleArea {
  id:
    | 'home'
    | 'students'
    | 'support'
    | 'registrar'
    | 'finance'
    | 'reconciliation'
    | 'reports'
    | 'catalog'
    | 'learners'
    | 'partnerTranscripts'
    | 'accessCodes'
    | 'sponsoredLearners'
    | 'audit'
    | 'tenants'
    | 'team';
  href: string;
  /** The key that follows `g` to go there (docs/staff-console.md "Moving around the console"). */
  key: string;
  ability?: StaffAbility;
}

const AREAS: readonly ConsoleArea[] = [
  { id: 'home', href: paths.staff.href(), key: 'h' },
  { id: 'students', href: paths.staffStudents.path, key: 's', ability: 'view_students' },
  { id: 'support', href: paths.staffSupport.href(), key: 'i', ability: 'answer_support' },
  {
    id: 'registrar',
    href: paths.staffRegistrar.href(),
    key: 'r',
    ability: 'work_registrar_queues',
  },
  { id: 'finance', href: paths.staffFinanceDisputes.href(), key: 'f', ability: 'manage_payments' },
  {
    id: 'reconciliation',
    href: paths.staffFinanceReconciliation.href(),
    key: 'c',
    ability: 'manage_payments',
  },
  // A partner school's own learners and the transcripts sent to it (partner staff).
  {
    id: 'learners',
    href: paths.staffPartnerLearners.href(),
    key: 'l',
    ability: 'view_own_learners',
  },
  {
    id: 'partnerTranscripts',
    href: paths.staffPartnerTranscripts.href(),
    key: 'p',
    ability: 'receive_transcripts',
  },
  // An employer's access codes and the learners who redeemed them (employer staff).
  {
    id: 'accessCodes',
    href: paths.staffEmployerCodes.href(),
    key: 'e',
    ability: 'manage_access_codes',
  },
  {
    id: 'sponsoredLearners',
    href: paths.staffEmployerLearners.href(),
    key: 'n',
    ability: 'view_sponsored_learners',
  },
  {
    id: 'reports',
    href: paths.staffFinanceReports.href(),
    key: 'm',
    ability: 'read_finance_reports',
  },
  // The catalog's editing (docs/catalog-editing.md); the server also asks for all tenants.
  { id: 'catalog', href: paths.staffCatalog.href(), key: 'k', ability: 'edit_catalog' },
  { id: 'audit', href: paths.staffAudit.href(), key: 'a', ability: 'read_audit' },
  { id: 'team', href: paths.staffTeam.href(), key: 't', ability: 'manage_staff' },
  { id: 'tenants', href: paths.staffTenants.href(), key: 'o', ability: 'edit_tenant' },
];

/** The areas the member's roles open; the server still checks every call. */
export function consoleAreasFor(roles: readonly StaffRole[]): ConsoleArea[] {
  return AREAS.filter((area) => !area.ability || staffMay(roles, area.ability));
}
