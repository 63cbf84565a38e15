import type { StaffMemberView } from '@portal/domain/staff/staff-session';
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
