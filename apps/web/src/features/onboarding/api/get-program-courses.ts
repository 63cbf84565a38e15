import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';

/** The fields of a program's course this feature shows (GET /catalog-api/degreeprograms/{id}/courses). */
export interface ProgramCourse {
  id: number;
  code: string;
  name: string;
  credits: number;
}

export const onboardingKeys = {
  programCourses: (programId: number) => ['onboarding', 'program-courses', programId] as const,
};

export function useProgramCourses(programId: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: onboardingKeys.programCourses(programId ?? 0),
    queryFn: () =>
      api.request<ProgramCourse[]>(`/catalog-api/degreeprograms/${programId}/courses`, {
        auth: false,
      }),
    enabled: programId !== undefined,
    staleTime: 5 * 60_000,
  });
}
