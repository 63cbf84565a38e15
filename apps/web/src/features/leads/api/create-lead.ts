import { useMutation } from '@tanstack/react-query';
import type { Lead } from '@portal/domain/validation/forms';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';

/** POST /user-api/leads (public, docs/product/api-calls.md): a visitor's request for information. */
export const createLead = (api: ApiClient, lead: Lead) =>
  api.request<unknown>('/user-api/leads', { method: 'POST', json: lead, auth: false });

export const useCreateLead = () => {
  const api = useApi();
  return useMutation({ mutationFn: (lead: Lead) => createLead(api, lead) });
};
