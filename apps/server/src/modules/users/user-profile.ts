import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { userQueries } from './user-queries';

/** The User entity of SPEC §3 as the API returns it. */
export const userProfileSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  accessCode: z.string().nullable(),
  clientId: z.string(),
  employerId: z.number().nullable(),
  addresses: z.array(
    z.object({
      addressType: z.string(),
      address1: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      zipCode: z.string(),
    }),
  ),
  attributes: z.object({ userData: z.unknown().nullable(), orientationStarted: z.boolean() }),
  degreeProgram: z.object({ id: z.number(), name: z.string(), schoolId: z.number() }).nullable(),
  feedbacks: z.array(z.unknown()),
  phoneNumbers: z.array(z.string()),
  profilePhoto: z.string().nullable(),
  subscribedToSms: z.boolean(),
  targetDateProgress: z.string().nullable(),
  targetInstitutionId: z.number().nullable(),
  transcriptPartnerId: z.number().nullable(),
  policyAgreementStatus: z.object({ policyVersion: z.string().nullable() }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export async function getUserProfile(options: {
  db: Database;
  tenantId: string;
  userId: string;
}): Promise<UserProfile> {
  const found = await userQueries.findProfile(options.db, options.tenantId, options.userId);
  if (!found) throw new AppError('NOT_FOUND');
  const { user, degreeProgram, addresses } = found;
  return {
    uuid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    accessCode: user.accessCode,
    // The client id is the tenant the account belongs to (SPEC §3 clientId).
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
      ? { id: degreeProgram.id, name: degreeProgram.name, schoolId: degreeProgram.schoolId }
      : null,
    feedbacks: [],
    phoneNumbers: user.phoneNumbers,
    profilePhoto: null,
    subscribedToSms: user.subscribedToSms,
    targetDateProgress: user.targetDateProgress,
    targetInstitutionId: user.targetInstitutionId,
    transcriptPartnerId: user.transcriptPartnerId,
    policyAgreementStatus: { policyVersion: user.policyVersion },
  };
}
