import { spanishOf } from '@portal/domain/catalog/catalog-api';
import { profilePhotoPath } from '@portal/domain/user/profile-photo';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { feedbackQueries } from './feedback-queries';
import { userQueries } from './user-queries';

export async function getUserProfile(options: {
  db: Executor;
  tenantId: string;
  userId: string;
}): Promise<UserProfile> {
  const found = await userQueries.findProfile(options.db, options.tenantId, options.userId);
  if (!found) throw new AppError('NOT_FOUND');
  const { user, degreeProgram, addresses, photoId } = found;
  const feedbacks = await feedbackQueries.listOwn(options.db, options);
  return {
    uuid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    accessCode: user.accessCode,
    // The client id is the tenant the account belongs to (docs/product/entities.md clientId).
    clientId: user.tenantId,
    employerId: user.employerId,
    addresses: addresses.map(({ addressType, address1, city, state, country, zipCode }) => ({
      addressType,
      address1,
      city,
      state,
      country,
      zipCode,
    })),
    attributes: { userData: user.userData ?? null, orientationStarted: user.orientationStarted },
    degreeProgram: degreeProgram
      ? {
          id: degreeProgram.id,
          name: degreeProgram.name,
          ...spanishOf(degreeProgram.es, ['name']),
          schoolId: degreeProgram.schoolId,
        }
      : null,
    feedbacks: feedbacks.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    phoneNumbers: user.phoneNumbers,
    profilePhoto: photoId ? profilePhotoPath(photoId) : null,
    subscribedToSms: user.subscribedToSms,
    targetDateProgress: user.targetDateProgress,
    targetInstitutionId: user.targetInstitutionId,
    transcriptPartnerId: user.transcriptPartnerId,
    policyAgreementStatus: { policyVersion: user.policyVersion },
    language: user.language,
  };
}
