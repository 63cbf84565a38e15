import { z } from 'zod';

/**
 * The policy version in force when a tenant's config names none (tenant config `policyVersion`,
 * which a scheduled override may change at a given time to roll out a new policy).
 */
export const DEFAULT_POLICY_VERSION = '2026-01';

/** PATCH /user-api/users/policy (docs/product/api-calls.md): the version of the policy the student agrees to. */
export const policyAgreementSchema = z.object({
  policyVersion: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' }),
});
export type PolicyAgreement = z.infer<typeof policyAgreementSchema>;

export function currentPolicyVersion(config: { policyVersion?: string | undefined }): string {
  return config.policyVersion ?? DEFAULT_POLICY_VERSION;
}

/** A signed-in student is asked to agree again whenever the version in force changes. */
export function needsPolicyAgreement(
  agreedVersion: string | null,
  currentVersion: string,
): boolean {
  return agreedVersion !== currentVersion;
}
