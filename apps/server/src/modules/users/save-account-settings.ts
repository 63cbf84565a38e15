import type { AccountSettingsRequest } from '@portal/domain/user/account-settings';
import type { Database } from '../../db/database';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

/**
 * PUT /user-api/users/account-settings (docs/account-settings.md): names, addresses, phone, SMS opt-in and
 * target date. Only these change: the onboarding answers (userData), date of birth, program and
 * photo stay as they are. Addresses are replaced by type, so a transcript address survives a
 * change of the billing one.
 */
export async function saveAccountSettings(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  settings: AccountSettingsRequest;
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId, settings } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  await db.transaction(async (tx) => {
    await userQueries.updateProfile(tx, tenant.id, userId, {
      firstName: settings.firstName,
      lastName: settings.lastName,
      phoneNumbers: settings.phoneNumbers,
      subscribedToSms: settings.subscribedToSms,
      targetDateProgress: settings.targetDateProgress,
    });
    await userQueries.replaceAddresses(tx, tenant.id, userId, settings.addresses);
    await announceUser(tx, owner, options.now());
  });
}
