import { useMutation } from '@tanstack/react-query';
import type { PrepaidTokenCheck, ValidPrepaidToken } from '@portal/domain/enrollment/prepaid-token';
import { useApi } from '@/lib/app-services';

/** POST /ledger-api/prepaid-token/validate (public): checks a token before any account exists. */
export function useValidatePrepaidToken() {
  const api = useApi();
  return useMutation({
    mutationFn: (check: PrepaidTokenCheck) =>
      api.request<ValidPrepaidToken>('/ledger-api/prepaid-token/validate', {
        method: 'POST',
        json: check,
        auth: false,
      }),
  });
}
