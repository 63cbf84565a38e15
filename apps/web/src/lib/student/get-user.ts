import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';
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

export async function getUser(api: ApiClient): Promise<User> {
  const user = await api.request<User>('/user-api/users');
  writeSlice('user', user);
  return user;
}

export const userQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: studentKeys.user(),
    queryFn: () => getUser(api),
    // The last copy from storage lets the guard decide at once after a reload; it is refetched.
    initialData: () => readSlice<User>('user') ?? undefined,
    initialDataUpdatedAt: 0,
  });

export const useUser = () => useQuery(userQueryOptions(useApi()));
