import type { GradeRefresh } from '@portal/domain/coursework/course';
import { found } from '../../http/app-error';
import type { LtiPlatform } from '../../lti/lti-platform';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { courseView } from '../coursework/list-coursework';

/**
 * POST /coursework-api/coursework/{id}/grade/refresh (docs/lti.md). An LTI 1.1 tool sends a
 * grade only while a launch's sourcedid is in use, so the student is told to open the course
 * again. For LTI 1.3 the grade the portal shows is the line item's AGS result, the one place a
 * tool's scores land (the tool reads the same through GET {lineitem}/results); LTI has no call
 * for a platform to pull a score, so the answer is the result as it stands, with when it came.
 */
export async function refreshCourseGrade(options: {
  platform: LtiPlatform;
  tenantId: string;
  userId: string;
  courseId: number;
}): Promise<GradeRefresh> {
  const { platform, tenantId, userId, courseId } = options;
  const row = found(await courseworkQueries.findForUser(platform.db, tenantId, userId, courseId));
  const course = courseView(row, platform.clock.now());
  const provider = platform.provider(row.product.provider);
  return { outcome: provider?.version === '1.3' ? 'REFRESHED' : 'RELAUNCH_NEEDED', course };
}
