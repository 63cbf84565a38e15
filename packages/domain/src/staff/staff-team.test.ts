import { describe, expect, it } from 'vitest';
import type { StaffRole, StaffScope } from './staff-roles';
import { mayGrant, raisesAbilities, staffCreateSchema, staffPatchSchema } from './staff-team';

const FHSU: StaffScope = { kind: 'tenants', tenantIds: ['fhsu'] };
const ALL: StaffScope = { kind: 'all_tenants' };

describe('mayGrant', () => {
  it.each<[StaffRole[], StaffScope, StaffRole[], StaffScope, boolean]>([
    [['tenant_admin'], FHSU, ['support_agent', 'finance'], FHSU, true],
    [['tenant_admin'], FHSU, ['tenant_admin'], FHSU, true],
    [['tenant_admin'], FHSU, ['provider_admin'], FHSU, false],
    [['tenant_admin'], FHSU, ['support_agent'], ALL, false],
    [
      ['tenant_admin'],
      FHSU,
      ['support_agent'],
      { kind: 'tenants', tenantIds: ['fhsu', 'x'] },
      false,
    ],
    [['provider_admin'], ALL, ['provider_admin'], ALL, true],
  ])('%j on %j gives %j on %j: %s', (roles, scope, grant, grantScope, expected) => {
    expect(mayGrant({ roles, scope }, { roles: grant, scope: grantScope })).toBe(expected);
  });
});

describe('raisesAbilities', () => {
  it.each<[StaffRole[], StaffRole[], boolean]>([
    [['provider_admin'], ['support_agent'], false],
    [['tenant_admin'], ['tenant_admin', 'finance'], true],
    [['tenant_admin'], ['support_agent'], true],
    [['tenant_admin', 'support_agent'], ['support_agent'], false],
  ])('%j to %j: %s', (current, next, expected) => {
    expect(raisesAbilities(current, next)).toBe(expected);
  });
});

describe('staffPatchSchema', () => {
  it('needs a reason and a change', () => {
    expect(staffPatchSchema.safeParse({ reason: 'x' }).success).toBe(false);
    expect(staffPatchSchema.safeParse({ disabled: true }).success).toBe(false);
    expect(staffPatchSchema.safeParse({ disabled: true, reason: 'left' }).success).toBe(true);
  });
});

describe('staffCreateSchema', () => {
  const member = { email: 'pat@fhsu.example.test', name: 'Pat', reason: 'New hire' };

  it("gives a partner school's staff a scope of tenants only, never all of them", () => {
    expect(
      staffCreateSchema.safeParse({ ...member, roles: ['partner_staff'], scope: FHSU }).success,
    ).toBe(true);
    const all = staffCreateSchema.safeParse({ ...member, roles: ['partner_staff'], scope: ALL });
    expect(all.success).toBe(false);
    expect(all.error?.issues[0]?.path).toEqual(['scope']);
    expect(
      staffCreateSchema.safeParse({ ...member, roles: ['support_agent'], scope: ALL }).success,
    ).toBe(true);
  });

  it('gives a catalog editor all tenants only: the catalog is the same on every site', () => {
    expect(
      staffCreateSchema.safeParse({ ...member, roles: ['catalog_editor'], scope: ALL }).success,
    ).toBe(true);
    const one = staffCreateSchema.safeParse({ ...member, roles: ['catalog_editor'], scope: FHSU });
    expect(one.error?.issues[0]?.path).toEqual(['scope']);
  });
});
