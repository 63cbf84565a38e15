import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseLaunch } from '@portal/domain/coursework/course';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';

/** Where in a course to open it (docs/product/entities.md link kinds), as GET /coursework-api/lti/launch takes it. */
export type LaunchTarget =
  | { courseId: number; kind: 'resume' }
  | { courseId: number; kind: 'section'; moduleIdNumber: string }
  | { moduleIdNumber: string };

export const courseLaunchKeys = {
  all: ['course-launch'] as const,
  launch: (target: LaunchTarget) => [...courseLaunchKeys.all, target] as const,
};

/**
 * GET /coursework-api/lti/launch: the signed form that opens the course at its provider. A launch
 * is single-use and short-lived (docs/lti.md), so it is never cached or fetched twice.
 */
export const courseLaunchQuery = (api: ApiClient, target: LaunchTarget) =>
  queryOptions({
    queryKey: courseLaunchKeys.launch(target),
    queryFn: () =>
      api.request<CourseLaunch>(
        `/coursework-api/lti/launch?${new URLSearchParams(
          Object.entries(target).map(([k, v]) => [k, String(v)]),
        ).toString()}`,
      ),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useCourseLaunch = (target: LaunchTarget) =>
  useQuery(courseLaunchQuery(useApi(), target));
