import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/app-services';
import { courseworkQueryOptions } from '@/lib/student/get-coursework';

/**
 * The student's coursework as the dashboard reads it. It is asked for again when the live channel
 * says it changed (docs/product/states-and-transitions.md: a courseworkEntity update reloads it, at most once a second;
 * lib/student/student-live-updates.ts), e.g. when a grade comes back from the course provider the
 * student works in in another tab; a return through the provider's link is a new page load.
 */
export const useDashboardCoursework = () => useQuery(courseworkQueryOptions(useApi()));
