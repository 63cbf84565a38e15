import type { Course } from '@portal/domain/coursework/course';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { inDashboardOrder } from '@portal/domain/coursework/special-course-code';

export interface StatusGroup {
  status: CourseStatus;
  courses: Course[];
}

/**
 * The order of the tabs: what the student works on now, then what is to come, then what is
 * settled. Every status of docs/product/entities.md once (the record type makes the compiler check it).
 */
const TAB_RANK: Record<CourseStatus, number> = {
  ENABLED: 0,
  NEW: 1,
  GATED: 2,
  ENROLLMENT_POSTPONED: 3,
  EXPIRED: 4,
  WAIVED: 5,
  PRIOR_CREDIT: 6,
  DISABLED: 7,
};
const TAB_ORDER = (Object.keys(TAB_RANK) as CourseStatus[]).sort(
  (a, b) => TAB_RANK[a] - TAB_RANK[b],
);

/**
 * The dashboard's tabs: one per course status that has courses, in TAB_ORDER, each course list in
 * dashboard order (orientation first). A status with no course gets no tab: an empty tab is one
 * more stop for a keyboard and says nothing.
 */
export function groupByStatus(courses: readonly Course[]): StatusGroup[] {
  const ordered = inDashboardOrder(courses);
  return TAB_ORDER.map((status) => ({
    status,
    courses: ordered.filter((course) => course.enrollmentStatus === status),
  })).filter((group) => group.courses.length > 0);
}

/** The tab to open: the one remembered if it still has courses, else the courses in progress. */
export function openingTab(groups: readonly StatusGroup[], remembered: CourseStatus | null) {
  const has = (status: CourseStatus | null) => groups.some((g) => g.status === status);
  if (has(remembered)) return remembered!;
  return has('ENABLED') ? 'ENABLED' : groups[0]?.status;
}
