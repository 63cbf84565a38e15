import { json } from './accounts';
import { learnerWithOrder, onboardingProfile, payByCard, sendJson } from './enrolment';
import type { TestServer } from './test-server';

/** fhsu is paid-selective: a student there chooses courses, then reaches the dashboard. */
export const SELECTIVE_TENANT = 'fhsu';
export const SELECTIVE_PROGRAM = 3;

/** The product ids of a program's courses, in catalog order. */
export async function programCourseIds(server: TestServer, programId = SELECTIVE_PROGRAM) {
  const courses = await json(
    await server.request(`/catalog-api/degreeprograms/${programId}/courses`, {
      tenant: SELECTIVE_TENANT,
    }),
  );
  return courses.map((c: { id: number }) => c.id) as number[];
}

/**
 * A student who paid, saved the profile, chose `firstCourses` and started orientation: the
 * dashboard (CAN_ACCESS_DASHBOARD) is theirs.
 */
export async function studentAtDashboard(server: TestServer, firstCourses: number[]) {
  const tenant = SELECTIVE_TENANT;
  const learner = await learnerWithOrder(server, { tenant, degreeProgramId: SELECTIVE_PROGRAM });
  const steps = [
    () => payByCard(server, learner, { tenant }),
    () =>
      sendJson(server, '/user-api/users', {
        token: learner.token,
        tenant,
        body: onboardingProfile({ userData: { 'fhsu-status': 'New to FHSU' } }),
      }),
    () =>
      sendJson(server, '/coursework-api/coursework/selection', {
        token: learner.token,
        tenant,
        body: { productIds: firstCourses },
      }),
    () =>
      sendJson(server, '/user-api/users/orientation', {
        token: learner.token,
        tenant,
        method: 'POST',
      }),
  ];
  for (const step of steps) {
    const response = await step();
    if (response.status !== 200) throw new Error(`${response.url}: ${response.status}`);
  }
  return learner;
}
