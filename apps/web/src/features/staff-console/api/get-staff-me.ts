import type { StaffMemberView } from '@portal/domain/staff/staff-session';
import { staffKeys } from '../staff-keys';
import { useStaffQuery } from '../use-staff-query';

/** GET /staff-api/me: who the signed-in member is. */
export function useStaffMe(accessToken: string) {
  return useStaffQuery<StaffMemberView>({
    accessToken,
    queryKey: staffKeys.me(accessToken),
    path: '/staff-api/me',
  });
}
