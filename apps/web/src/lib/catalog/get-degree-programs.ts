import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DegreeProgram } from '@portal/domain/organization/organization-api';
import type { ApiClient } from '../api-client';
import { useApi, useTenant } from '../app-services';

/** Shared by the catalog and the enrolment steps, which both list the tenant's programs. */
export const degreeProgramKeys = { all: ['degree-programs'] as const };

/** GET /organization-api/institutions/degree-programs (public, docs/product/api-calls.md). */
export const getDegreePrograms = (api: ApiClient) =>
  api.request<DegreeProgram[]>('/organization-api/institutions/degree-programs', { auth: false });

export const degreeProgramsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: degreeProgramKeys.all,
    queryFn: () => getDegreePrograms(api),
    staleTime: 5 * 60_000,
  });

export const useDegreePrograms = () => useQuery(degreeProgramsQuery(useApi()));

/**
 * The programs a tenant enrols learners in: its employer's (GET
 * organization-api/institutions/employers/{id}/degree-programs, docs/product/api-calls.md) on an employer's site,
 * every program elsewhere. The server refuses an order for any other.
 */
export const enrolmentProgramsQuery = (api: ApiClient, employerId: number | undefined) =>
  queryOptions({
    queryKey: [...degreeProgramKeys.all, 'offered', employerId ?? null],
    queryFn: () =>
      employerId === undefined
        ? getDegreePrograms(api)
        : api.request<DegreeProgram[]>(
            `/organization-api/institutions/employers/${employerId}/degree-programs`,
            { auth: false },
          ),
    staleTime: 5 * 60_000,
  });

export const useEnrolmentPrograms = () =>
  useQuery(enrolmentProgramsQuery(useApi(), useTenant().config.employerId));
