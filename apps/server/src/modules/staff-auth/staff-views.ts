import type { StaffPasskey } from '@portal/domain/staff/staff-passkeys';
import type { StaffMemberView } from '@portal/domain/staff/staff-session';
import type { StaffListItem, StaffStatus } from '@portal/domain/staff/staff-team';
import type { StaffPasskeyRow } from './staff-passkey-queries';
import type { StaffMemberRow } from './staff-queries';

export function staffMemberView(member: StaffMemberRow): StaffMemberView {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    roles: member.roles,
    scope: member.scope,
  };
}

/** Disabled wins; a member without a password has not used their enrolment link yet. */
export function staffStatusOf(member: StaffMemberRow): StaffStatus {
  if (member.disabledAt) return 'disabled';
  return member.passwordHash ? 'active' : 'invited';
}

export function staffListItemView(member: StaffMemberRow): StaffListItem {
  return {
    ...staffMemberView(member),
    status: staffStatusOf(member),
    secondFactor: member.totpConfirmedAt !== null,
    createdAt: member.createdAt.toISOString(),
  };
}

/** What an audit entry records of a member, before and after an administrator's change. */
export function staffAuditState(member: StaffMemberRow) {
  return {
    email: member.email,
    name: member.name,
    roles: member.roles,
    scope: member.scope,
    status: staffStatusOf(member),
  };
}

export function staffPasskeyView(passkey: StaffPasskeyRow): StaffPasskey {
  return {
    id: passkey.id,
    name: passkey.name,
    host: passkey.rpId,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}
