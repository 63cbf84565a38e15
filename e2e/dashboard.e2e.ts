// Journey: the student dashboard (docs/dashboard.md, grade refresh included). A student opens a course
// from its card, completes modules in the built-in demo course tool, follows its link back, and the
// dashboard shows the new progress and grade; the same on a course-track tenant (fhsu, LTI 1.1
// course); the page passes axe at 320 px and shows the previous sign-in.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '@portal/domain/dates/date-formats';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';

const fixtures = journeyFixtures();
const pages: Page[] = [];

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

const card = (page: Page, name: string) => page.getByRole('article', { name });
const today = () => formatDate(new Date(), 'MMMM DD, YYYY');

async function signIn(page: Page, tenant: string, email: string, firstName: string) {
  await signInAsDemo(page, fixtures.portal.url(tenant, '/login'), email);
  await page.waitForURL(/\/account\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` }).waitFor();
}

/** In the demo tool: complete each module with its score, waiting for the tool to send it. */
async function completeModules(page: Page, scores: Record<string, string>) {
  for (const [title, score] of Object.entries(scores)) {
    await page.getByLabel(`Score for ${title} (0 to 100)`).fill(score);
    await page.getByRole('button', { name: `Complete ${title}` }).click();
    await page.getByRole('status').filter({ hasText: 'sent to the portal' }).waitFor();
  }
}

/** Resume on the course's card, work in the demo tool, and follow its link back. */
async function workInCourse(page: Page, name: string, scores: Record<string, string>) {
  await card(page, name)
    .getByRole('button', { name: `Resume ${name}` })
    .click();
  await page.waitForURL(/\/demo-course-tool\/sessions\//);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await completeModules(page, scores);
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await page.waitForURL(/\/account\/dashboard$/);
}

describe('the student dashboard', () => {
  it('shows the new progress and grade after the student works in a course (default tenant)', async () => {
    const page = await fixtures.context.newPage();
    pages.push(page);
    await signIn(page, 'default', 'student@demo.test', 'Sam');
    await page.getByText('This is your first visit. Welcome!').waitFor();

    const programming = card(page, 'Programming Fundamentals');
    await programming.getByText('1 / 5 completed').waitFor();
    await programming.getByText('76%', { exact: true }).waitFor();
    await programming
      .getByText('Your Grade is passing, but you may benefit from the resources below')
      .waitFor();
    // Orientation is done: it no longer leads the page, and its card comes first.
    expect(await page.getByRole('region', { name: /Start here/ }).count()).toBe(0);
    await card(page, 'Student Orientation').getByText('Course Complete!').waitFor();
    expect(await page.getByRole('region', { name: 'Your course track' }).count()).toBe(0);
    await expectAccountPageAccessible(page);

    await workInCourse(page, 'Programming Fundamentals', {
      'Control flow': '90',
      Functions: '100',
    });

    // A new page load asks for the coursework: the storage copy shows first, then the answer.
    await programming.getByText('2 / 5 completed').waitFor();
    await programming.getByText('95%', { exact: true }).waitFor();
    await programming.getByText('Your Grade is 80% or better').waitFor();
    await programming.getByText('You are actively working on the course - great job!').waitFor();
    await programming.getByText(`Grade last received on ${today()}`).waitFor();
    await programming.getByText('25% milestone reached').waitFor();

    // LTI 1.3: the grade the provider last sent is the answer.
    await programming
      .getByRole('button', { name: 'Refresh grade Programming Fundamentals' })
      .click();
    await programming.getByText('Your grade is up to date.').waitFor();
  });

  it('shows the course track, and the new progress on it, on a course-track tenant (fhsu)', async () => {
    const page = await (await fixtures.newContext()).newPage();
    pages.push(page);
    await signIn(page, 'fhsu', 'selective.student@demo.test', 'Sol');
    const track = page.getByRole('region', { name: 'Your course track' });
    await track.getByText('1 of 12 courses done').waitFor();
    const steps = track.getByRole('listitem');
    expect(await steps.count()).toBe(12);
    expect(await steps.nth(0).textContent()).toBe('Student Orientation (ORI001)Completed');
    await steps.filter({ hasText: 'BUS101' }).getByText('In progress · 1 / 5 completed').waitFor();
    await steps.filter({ hasText: 'ENG101' }).getByText('Not taken yet').waitFor();
    await expectAccountPageAccessible(page);

    await workInCourse(page, 'Introduction to Business', {
      'Forms of ownership': '70',
      'Marketing basics': '90',
    });

    await steps.filter({ hasText: 'BUS101' }).getByText('In progress · 2 / 5 completed').waitFor();
    const business = card(page, 'Introduction to Business');
    await business.getByText('2 / 5 completed').waitFor();
    await business.getByText('80%', { exact: true }).waitFor();
    await business.getByText('Your Grade is 80% or better').waitFor();
    await business.getByText(`Grade last received on ${today()}`).waitFor();

    // LTI 1.1: a tool sends grades only around a launch, so the student is told to open it.
    await business.getByRole('button', { name: 'Refresh grade Introduction to Business' }).click();
    await business
      .getByText('Your course provider sends grades when you open the course.', { exact: false })
      .waitFor();
  });

  it('works at 320 px by keyboard, with no serious axe violation, and shows the previous visit', async () => {
    const page = await (await fixtures.newContext()).newPage();
    pages.push(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, 'default', 'student@demo.test', 'Sam');
    // The first journey signed this student in before.
    await page.getByText(`Your previous visit was on ${today()}.`).waitFor();
    await card(page, 'Programming Fundamentals').waitFor();
    await expectAccountPageAccessible(page);
    // Nothing sideways to scroll at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );

    // The tab list is one stop for the keyboard, then its panel, then the first card's Resume.
    await page.getByRole('tab', { name: 'In progress (3)' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
    await page.keyboard.press('Tab');
    const resume = page.getByRole('button', { name: 'Resume Student Orientation' });
    expect(await resume.evaluate((el) => el === document.activeElement)).toBe(true);

    await card(page, 'Programming Fundamentals').getByText('Sections (5)').click();
    await expectAccountPageAccessible(page);
  });
});
