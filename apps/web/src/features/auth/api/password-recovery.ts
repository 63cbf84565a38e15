import { useMutation, useQuery } from '@tanstack/react-query';
import type { PasswordRecoveryRequest, ResetCodeCheck } from '@portal/domain/auth/password-reset';
import { useApi } from '@/lib/app-services';

// The three reset calls of docs/product/api-calls.md (docs/password-recovery.md); public, the code is the credential.

/** POST /user-api/users/reset/password/: answered alike whether the address is registered. */
export function useRequestPasswordRecovery() {
  const api = useApi();
  return useMutation({
    mutationFn: (request: PasswordRecoveryRequest) =>
      api.request<{ message: string }>('/user-api/users/reset/password/', {
        method: 'POST',
        json: request,
        auth: false,
      }),
  });
}

/** GET /user-api/users/reset/password/{code}: whose password the link may set. */
export function useResetCode(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['password-reset', code],
    queryFn: () =>
      api.request<ResetCodeCheck>(`/user-api/users/reset/password/${encodeURIComponent(code)}`, {
        auth: false,
      }),
    staleTime: Infinity,
  });
}

/** POST /user-api/users/reset/password/{code}: the new password; every session ends. */
export function useResetPassword(code: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { password: string; userId: string }) =>
      api.request<void>(`/user-api/users/reset/password/${encodeURIComponent(code)}`, {
        method: 'POST',
        json: body,
        auth: false,
      }),
  });
}
