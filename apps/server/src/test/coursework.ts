import { json } from './accounts';
import { learnerWithOrder, onboardingProfile, payByCard, sendJson } from './enrolment';
import type { TestServer } from './test-server';

/** fhsu is paid-selective: a student there chooses courses, then reaches the dashboard. */
export const SELECTIVE_TENANT = 'fhsu';
export const SELECTIVE_PROGRAM = 3;

/** Where a student of `studentAtDashboard` enrols, and what its profile step asks. */
export interface SelectiveEnrolment {
  tenant: string;
  degreeProgramId: number;
  userData: Record<string, string>;
}

const FHSU: SelectiveEnrolment = {
  tenant: SELECTIVE_TENANT,
  degreeProgramId: SELECTIVE_PROGRAM,
  userData: { 'fhsu-status': 'New to FHSU' },
};

/**
 * UIW is paid-selective too, and its program (the RN-to-BSN completion), its courses and its plan
 * are written in Spanish in the demo catalog (docs/languages.md "The catalog").
 */
export const UIW_SPANISH_PROGRAM: SelectiveEnrolment = {
  tenant: 'uiw',
  degreeProgramId: 4,
  userData: { 'uiw-former-student': 'No' },
};

/** The product ids of a program's courses, in catalog order. */
export async function programCourseIds(
  server: TestServer,
  programId = SELECTIVE_PROGRAM,
  tenant = SELECTIVE_TENANT,
) {
  const courses = await json(
    await server.request(`/catalog-api/degreeprograms/${programId}/courses`, { tenant }),
  );
  return courses.map((c: { id: number }) => c.id) as number[];
}

/**
 * A student who paid, saved the profile, chose `firstCourses` and started orientation: the
 * dashboard (CAN_ACCESS_DASHBOARD) is theirs.
 */
export async function studentAtDashboard(
  server: TestServer,
  firstCourses: number[],
  at: SelectiveEnrolment = FHSU,
) {
  const { tenant, degreeProgramId } = at;
  const learner = await learnerWithOrder(server, { tenant, degreeProgramId });
  const steps = [
    () => payByCard(server, learner, { tenant }),
    () =>
      sendJson(server, '/user-api/users', {
        token: learner.token,
        tenant,
        body: onboardingProfile({ userData: at.userData }),
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
