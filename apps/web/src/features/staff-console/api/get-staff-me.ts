import { useQuery } from '@tanstack/react-query';
import type { StaffMemberView } from '@portal/domain/staff/staff-session';
import { useServices } from '@/lib/app-services';
import { staffKeys } from '../staff-keys';

/** GET /staff-api/me with the staff token, never the student's (auth: false). */
export function useStaffMe(accessToken: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: staffKeys.me(accessToken),
    queryFn: () =>
      api.request<StaffMemberView>('/staff-api/me', {
        auth: false,
        headers: { Authorization: `Bearer ${accessToken}` },
      }),
    retry: false,
  });
}
