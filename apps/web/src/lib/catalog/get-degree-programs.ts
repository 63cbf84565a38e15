import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';

/** Shared by the catalog and the enrolment steps, which both list the tenant's programs. */
export const degreeProgramKeys = { all: ['degree-programs'] as const };

/** SPEC §3 degree program; `price` is integer cents. */
export interface DegreeProgram {
  id: number;
  name: string;
  description: string;
  schoolId: number;
  enrollmentCode: string;
  price: number;
}

/** GET /organization-api/institutions/degree-programs (public, SPEC §7). */
export const getDegreePrograms = (api: ApiClient) =>
  api.request<DegreeProgram[]>('/organization-api/institutions/degree-programs', { auth: false });

export const degreeProgramsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: degreeProgramKeys.all,
    queryFn: () => getDegreePrograms(api),
    staleTime: 5 * 60_000,
  });

export const useDegreePrograms = () => useQuery(degreeProgramsQuery(useApi()));
