import { useMutation } from '@tanstack/react-query';
import type { SupportRequest } from '@portal/domain/validation/forms';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';

/** POST /user-api/users/supportrequest (signed in, docs/product/api-calls.md). */
export const createSupportRequest = (api: ApiClient, request: SupportRequest) =>
  api.request<unknown>('/user-api/users/supportrequest', { method: 'POST', json: request });

export const useCreateSupportRequest = () => {
  const api = useApi();
  return useMutation({
    mutationFn: (request: SupportRequest) => createSupportRequest(api, request),
  });
};
