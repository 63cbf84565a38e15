import type { StaffMemberView } from '@portal/domain/staff/staff-session';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/me: who the signed-in member is. */
export function useStaffMe() {
  return useStaffQuery<StaffMemberView>({ queryKey: staffKeys.me(), path: '/staff-api/me' });
}
