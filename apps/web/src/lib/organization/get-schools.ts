// Shared by the schools page and the home page's partner schools.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';
import type { School } from '@portal/domain/organization/organization-api';

export const schoolKeys = {
  all: ['schools'] as const,
  list: () => [...schoolKeys.all, 'list'] as const,
};

/** GET /organization-api/schools (public, docs/product/api-calls.md). */
export const getSchools = (api: ApiClient) =>
  api.request<School[]>('/organization-api/schools', { auth: false });

export const schoolsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: schoolKeys.list(),
    queryFn: () => getSchools(api),
    staleTime: 5 * 60_000,
  });

export const useSchools = () => useQuery(schoolsQuery(useApi()));
