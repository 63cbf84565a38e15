import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { catalogKeys } from './catalog-keys';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';

/** GET /catalog-api/degreeprograms/{id}/courses (public, SPEC §7): the program's courses in order. */
export const getProgramCourses = (api: ApiClient, programId: number) =>
  api.request<ProductSummary[]>(`/catalog-api/degreeprograms/${programId}/courses`, {
    auth: false,
  });

export const programCoursesQuery = (api: ApiClient, programId: number) =>
  queryOptions({
    queryKey: catalogKeys.programCourses(programId),
    queryFn: () => getProgramCourses(api, programId),
    staleTime: 5 * 60_000,
  });

export const useProgramCourses = (programId: number) =>
  useQuery(programCoursesQuery(useApi(), programId));
