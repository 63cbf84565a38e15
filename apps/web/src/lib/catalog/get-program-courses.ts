import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';
import { degreeProgramKeys } from './get-degree-programs';

/** GET /catalog-api/degreeprograms/{id}/courses (public, docs/product/api-calls.md): the program's courses in order. */
export const getProgramCourses = (api: ApiClient, programId: number) =>
  api.request<ProductSummary[]>(`/catalog-api/degreeprograms/${programId}/courses`, {
    auth: false,
  });

/** Shared by the catalog's program pages and the onboarding course selection. */
export const programCoursesQuery = (api: ApiClient, programId: number) =>
  queryOptions({
    queryKey: [...degreeProgramKeys.all, programId, 'courses'],
    queryFn: () => getProgramCourses(api, programId),
    staleTime: 5 * 60_000,
  });

/** The courses of `programId`; waits while the program is not known yet. */
export const useProgramCourses = (programId: number | undefined) =>
  useQuery({
    ...programCoursesQuery(useApi(), programId ?? 0),
    enabled: programId !== undefined,
  });
