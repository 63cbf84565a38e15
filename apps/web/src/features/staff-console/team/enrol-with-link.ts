import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffPendingSignIn } from '@portal/domain/staff/staff-session';
import type { StaffEnrolment, StaffEnrolmentMember } from '@portal/domain/staff/staff-team';
import { useServices } from '@/lib/app-services';
import { staffKeys } from '../shared/staff-keys';

/** POST /staff-api/enrolment/check: whose account the link sets up (the secret stays out of URLs). */
export function useEnrolmentLink(token: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...staffKeys.all, 'enrolment-link', token],
    queryFn: () =>
      api.request<StaffEnrolmentMember>('/staff-api/enrolment/check', {
        method: 'POST',
        json: { token },
        auth: false,
      }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /staff-api/enrolment: spends the link, sets the password, answers the enrolment step. */
export function useEnrolWithLink() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (enrolment: StaffEnrolment) =>
      api.request<StaffPendingSignIn>('/staff-api/enrolment', {
        method: 'POST',
        json: enrolment,
        auth: false,
      }),
  });
}
