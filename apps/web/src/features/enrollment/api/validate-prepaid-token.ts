import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  prepaidTokenValidationRequestSchema,
  prepaidTokenValidationSchema,
} from '@portal/domain/enrollment/enrollment-api';
import { useApi } from '@/lib/app-services';

export type PrepaidTokenCheck = z.infer<typeof prepaidTokenValidationRequestSchema>;
export type ValidPrepaidToken = z.infer<typeof prepaidTokenValidationSchema>;

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
