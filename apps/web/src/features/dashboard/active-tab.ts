import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { patchSlice, readSlice } from '@/lib/storage';

interface GeneralSlice {
  dashboardTab?: CourseStatus;
}

/**
 * docs/product/entities.md "active dashboard tab": general client state, so it lasts for the visit (session
 * storage) and a return from the course provider opens the tab the student left.
 */
export const activeDashboardTab = {
  get: (): CourseStatus | null => readSlice<GeneralSlice>('general')?.dashboardTab ?? null,
  set: (dashboardTab: CourseStatus) => patchSlice<GeneralSlice>('general', { dashboardTab }),
};
