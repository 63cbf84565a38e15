import type { StaffPasskey } from '@portal/domain/staff/staff-passkeys';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** GET /staff-api/passkeys: the signed-in member's own passkeys. */
export function useStaffPasskeys() {
  return useStaffQuery<StaffPasskey[]>({
    queryKey: staffKeys.passkeys(),
    path: '/staff-api/passkeys',
  });
}
