import { type Language, offeredLanguages } from '@portal/domain/i18n/languages';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

/**
 * PUT /user-api/users/language: the language a signed-in student reads the portal in from now on,
 * on every device (docs/languages.md). Open to anyone signed in, enrolled or not yet; only a
 * language the tenant offers.
 */
export async function saveLanguage(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  language: Language;
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId, language } = options;
  if (!offeredLanguages(tenant.config).includes(language)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'language', code: 'validation.option' }],
    });
  }
  await db.transaction(async (tx) => {
    await userQueries.updateProfile(tx, tenant.id, userId, { language });
    await announceUser(tx, { tenantId: tenant.id, userId }, options.now());
  });
}
