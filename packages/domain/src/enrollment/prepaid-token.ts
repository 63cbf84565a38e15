import { z } from 'zod';
import { recordIdSchema } from '../validation/record-id';

// Prepaid tokens (docs/product/entities.md "Prepaid token validation", validation.md).

/**
 * An access code as the lookup compares it: codes are issued in capitals ('NOC-HCAC-DEMO0001')
 * but a learner may type them in any letter case, so both sides fold the case before comparing.
 */
export function foldAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

export const prepaidTokenSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(60)
  .overwrite(foldAccessCode);

/** POST /ledger-api/prepaid-token/validate (public) */
export const prepaidTokenValidationRequestSchema = z.object({
  token: prepaidTokenSchema,
  degreeProgramId: recordIdSchema,
});
export type PrepaidTokenCheck = z.infer<typeof prepaidTokenValidationRequestSchema>;

export const prepaidTokenValidationSchema = z.object({
  token: z.string(),
  degreeProgramId: z.number(),
  degreeProgramName: z.string(),
});
export type ValidPrepaidToken = z.infer<typeof prepaidTokenValidationSchema>;

/** PUT /ledger-api/orders/{id}/payment/prepaid-token */
export const prepaidPaymentRequestSchema = z.object({ token: prepaidTokenSchema });
