import type { OnboardingProfileRequest } from '@portal/domain/enrollment/onboarding-profile';
import { onboardingAnswerProblems } from '@portal/domain/enrollment/onboarding-answers';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { requirePermission } from '../../permissions/require-permission';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

/**
 * PUT /user-api/users: the onboarding profile, answered with the user as saved. The answers to the tenant's questions become the
 * user's `userData` (docs/product/entities.md attributes), which grants select coursework / complete onboarding.
 */
export async function saveOnboardingProfile(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  profile: OnboardingProfileRequest;
  now: () => Date;
}): Promise<UserProfile> {
  const { db, tenant, userId, profile } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_FILL_PROFILE');
  const problems = onboardingAnswerProblems(tenant.config.onboardingQuestions, profile.userData);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: problems });
  return db.transaction(async (tx) => {
    await userQueries.updateProfile(tx, tenant.id, userId, {
      dateOfBirth: profile.dateOfBirth,
      phoneNumbers: profile.phoneNumbers,
      targetDateProgress: profile.targetDateProgress,
      subscribedToSms: profile.subscribedToSms,
      // Empty optional answers are not kept.
      userData: Object.fromEntries(
        Object.entries(profile.userData).filter(([, answer]) => answer.trim() !== ''),
      ),
    });
    await userQueries.replaceAddresses(tx, tenant.id, userId, profile.addresses);
    // The user as announced is the request's answer: not read a second time.
    return announceUser(tx, owner, options.now());
  });
}
