import { currentPolicyVersion } from '@portal/domain/user/policy-agreement';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

/**
 * PATCH /user-api/users/policy (docs/product/api-calls.md): records that the student agreed to the policy version
 * in force. Agreeing to any other version (a page opened before the policy changed) is refused,
 * so the record always names a policy the student was shown.
 */
export async function agreeToPolicy(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  policyVersion: string;
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId, policyVersion } = options;
  if (policyVersion !== currentPolicyVersion(tenant.config)) {
    throw new AppError('POLICY_VERSION_OUTDATED');
  }
  const owner = { tenantId: tenant.id, userId };
  await db.transaction(async (tx) => {
    await userQueries.updateProfile(tx, tenant.id, userId, { policyVersion });
    await announceUser(tx, owner, options.now());
  });
}
