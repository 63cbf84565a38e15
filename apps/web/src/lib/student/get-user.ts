import { queryOptions } from '@tanstack/react-query';
import { browserServices } from '../browser-services';
import { readSlice, writeSlice } from '../storage';
import { studentKeys } from './query-keys';

/** GET /user-api/users (SPEC §3 "User"). */
export interface User {
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  accessCode: string | null;
  clientId: string | null;
  employerId: string | null;
  addresses: unknown[];
  attributes: { userData: Record<string, unknown> | null; orientationStarted: boolean };
  degreeProgram: { id: string; name: string; schoolId: string } | null;
  phoneNumbers: unknown[];
  profilePhoto: string | null;
  subscribedToSms: boolean;
  targetDateProgress: unknown;
  targetInstitutionId: string | null;
  transcriptPartnerId: string | null;
  policyAgreementStatus: unknown;
}

export async function getUser(): Promise<User> {
  const user = await browserServices().api.request<User>('/user-api/users');
  writeSlice('user', user);
  return user;
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.user(),
    queryFn: getUser,
    // The last copy from storage lets the guard decide at once after a reload; it is refetched.
    initialData: () => readSlice<User>('user') ?? undefined,
    initialDataUpdatedAt: 0,
  });
