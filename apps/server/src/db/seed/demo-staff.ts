import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';

// The staff console's demo accounts (README "Demo accounts", docs/staff-console.md). Their TOTP
// secrets are fixed and public, so `npm run staff-code -- <e-mail>` prints the current code
// without the database; they exist only where the demo data is seeded.

/** Every demo staff account signs in with this password. */
export const DEMO_STAFF_PASSWORD = 'Staff#2026';

export interface DemoStaffMember {
  email: string;
  name: string;
  roles: StaffRole[];
  scope: StaffScope;
  totpSecret: string;
}

const ALL_TENANTS: StaffScope = { kind: 'all_tenants' };

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    email: 'support@staff.demo.test',
    name: 'Sam Support',
    roles: ['support_agent'],
    scope: ALL_TENANTS,
    totpSecret: '2YOSV2DY2GJ4O6SAD24OPVG3BQ356IVA',
  },
  {
    email: 'registrar@staff.demo.test',
    name: 'Riley Registrar',
    roles: ['registrar'],
    scope: ALL_TENANTS,
    totpSecret: '6SQPIRVACFV7C3JKKCP76RUZPBNO6CHN',
  },
  {
    email: 'finance@staff.demo.test',
    name: 'Frankie Finance',
    roles: ['finance'],
    scope: ALL_TENANTS,
    totpSecret: '6LFVNRWBIFUWDUCIYNMO5AQEF2RHE5TR',
  },
  {
    email: 'catalog@staff.demo.test',
    name: 'Casey Catalog',
    roles: ['catalog_editor'],
    scope: ALL_TENANTS,
    totpSecret: 'JIPM2XQJTEQHPUX7VOWYQL5I6JZFFFKU',
  },
  {
    email: 'tenant-admin@staff.demo.test',
    name: 'Taylor Tenant-Admin',
    roles: ['tenant_admin'],
    scope: { kind: 'tenants', tenantIds: ['fhsu'] },
    totpSecret: 'MXJU6ZO6CSMITLFLLYGDAAZVVTV2PEO4',
  },
  {
    // A partner school's staff: the fhsu learners and the transcripts they send to FHSU.
    email: 'partner@staff.demo.test',
    name: 'Parker Partner',
    roles: ['partner_staff'],
    scope: { kind: 'tenants', tenantIds: ['fhsu'] },
    totpSecret: 'ZXZPJ2ZTVNBPOGTJOPNG6HPDCXPT4YVA',
  },
  {
    // An employer's staff: Harborline Health's access codes on its own site, and the learners
    // who redeemed them (docs/employers.md; the demo batch is in demo-employer.ts).
    email: 'employer@staff.demo.test',
    name: 'Emery Employer',
    roles: ['employer_staff'],
    scope: { kind: 'tenants', tenantIds: ['harborline'], employerId: 1002 },
    totpSecret: 'EBDOZGTOTDDFFTTY2JLCYIS5L4WBKFG5',
  },
  {
    email: 'admin@staff.demo.test',
    name: 'Alex Admin',
    roles: ['provider_admin'],
    scope: ALL_TENANTS,
    totpSecret: 'RV2CCNRGUT7NP6VGRTNN4E2DTERJLHSN',
  },
];
