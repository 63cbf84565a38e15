import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@portal/domain/auth/password-reset';
import { useApi } from '@/lib/app-services';

/** PUT /user-api/users/password: this session goes on; every other one ends. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      api.request<void>('/user-api/users/password', { method: 'PUT', json: change }),
  });
}
