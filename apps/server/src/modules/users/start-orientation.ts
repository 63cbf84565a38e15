import type { Database } from '../../db/database';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { requirePermission } from '../../permissions/require-permission';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

/**
 * POST /user-api/users/orientation, from the onboarding success page: orientation starts, which
 * grants the dashboard (docs/product/states-and-transitions.md). Starting it twice is harmless.
 */
export async function startOrientation(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId } = options;
  const owner = { tenantId: tenant.id, userId };
  const state = await userQueries.onboardingState(db, tenant.id, userId);
  if (state?.orientationStarted) return;
  await requirePermission(db, owner, tenant, 'CAN_COMPLETE_ONBOARDING');
  await db.transaction(async (tx) => {
    await userQueries.updateProfile(tx, tenant.id, userId, { orientationStarted: true });
    await announceUser(tx, owner, options.now());
  });
}
