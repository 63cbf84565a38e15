import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';
import { courseworkQueryOptions } from '@/lib/student/get-coursework';

/**
 * The student's coursework as the dashboard reads it: asked for again whenever the tab becomes
 * visible, however fresh it is, so a student back from the course provider (another tab, or this
 * one restored from the back-forward cache) sees the new progress and grade without reloading.
 * A return through the provider's link to the dashboard is a new page load, which asks anyway.
 * Live updates over STOMP replace this later (SPEC §4 "A live coursework update reloads coursework").
 */
export const useDashboardCoursework = () =>
  useQuery({ ...courseworkQueryOptions(useApi()), refetchOnWindowFocus: 'always' });
