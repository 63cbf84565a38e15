// Journey: a student opens a module of a course (/moodle-sso/module/{id}), the built-in demo course
// tool verifies the launch (LTI 1.3 for a Moodle course, LTI 1.1 for an Acrobatiq one), the
// student completes modules with scores, and the portal holds the new progress and grade.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, portalAndBrowser } from './support/portal-and-browser';

const running = portalAndBrowser();

async function signedInStudent(): Promise<Page> {
  const page = await (await running.browser.newContext()).newPage();
  await page.goto(running.portal.url('default', '/login'));
  await page.getByLabel('Email').fill('student@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/account\/dashboard$/);
  return page;
}

/** The demo student's course as the coursework API answers it (Node's fetch, by IP: default tenant). */
async function courseOf(code: string) {
  const token = await fetch(running.portal.direct('/auth-api/oauth/token'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'student@demo.test',
      password: DEMO_PASSWORD,
      scope: 'STUDENT_PORTAL__ACCESS',
    }).toString(),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const courses = (await fetch(running.portal.direct('/coursework-api/coursework'), {
    headers: {
      Authorization: `Bearer ${token.access_token}`,
      'X-Requested-With': 'XMLHttpRequest',
    },
  }).then((r) => r.json())) as {
    courseCode: string;
    requiredGradeableItemsCompletedCount: number;
    gradePercent: number | null;
    gradeReceivedAt: string | null;
  }[];
  return courses.find((c) => c.courseCode === code)!;
}

async function completeModule(page: Page, title: string, score: string) {
  await page.getByLabel(`Score for ${title} (0 to 100)`).fill(score);
  await page.getByRole('button', { name: `Complete ${title}` }).click();
  await page.getByRole('status').filter({ hasText: 'sent to the portal' }).waitFor();
}

describe('opening a course at its provider', () => {
  it.each([
    ['CSC110', 'Programming Fundamentals', ['Control flow', 'Functions'], 89],
    ['BUS101', 'Introduction to Business', ['Forms of ownership', 'Marketing basics'], 79],
  ])(
    '%s: launch, complete two modules, and the grade comes back',
    async (code, name, modules, grade) => {
      const page = await signedInStudent();
      await page.goto(running.portal.url('default', `/moodle-sso/module/${code}-M2`));
      await page.waitForURL(/\/demo-course-tool\/sessions\//);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await completeModule(page, modules[0]!, '88');
      await completeModule(page, modules[1]!, code === 'CSC110' ? '90' : '70');
      await page.getByText('You have completed 2 of 5 modules.').waitFor();

      await page.getByRole('link', { name: 'Back to your dashboard' }).click();
      await page.waitForURL(/\/account\/dashboard$/);
      await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
      const course = await courseOf(code);
      expect(course).toMatchObject({
        requiredGradeableItemsCompletedCount: 2,
        gradePercent: grade,
      });
      expect(course.gradeReceivedAt).not.toBeNull();
      await page.context().close();
    },
  );
});
