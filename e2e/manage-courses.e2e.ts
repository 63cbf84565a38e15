// Journey: the demo student manages their courses (docs/dashboard.md): adds a course, removes it, and
// meets each refusal of the server from a second tab that changed the courses meanwhile, while
// the first tab's live connection is down (the page offers only what it believes allowed; the
// server is the guard). axe-core checks the page.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';

const fixtures = journeyFixtures();
let first: Page;
let second: Page;

afterAll(async () => {
  await first?.context().close();
});

const addForm = (page: Page) => page.getByRole('region', { name: 'Add courses' });
const mine = (page: Page) => page.getByRole('region', { name: 'Your courses' });

async function openManageCourses(page: Page) {
  await page.goto(fixtures.portal.url('default', '/account/manage-courses'));
  await page.getByRole('heading', { level: 1, name: 'Manage courses' }).waitFor();
  await addForm(page).getByRole('checkbox').first().waitFor();
}

/** A course's checkbox: its name, then its code and credits ("English Composition I" is not "… II"). */
const courseBox = (page: Page, name: string) =>
  addForm(page).getByRole('checkbox', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
  });

/** Ticks exactly the named courses on `page` and sends them. */
async function add(page: Page, names: string[]) {
  const boxes = addForm(page).getByRole('checkbox');
  for (const box of await boxes.all()) if (await box.isChecked()) await box.uncheck();
  for (const name of names) await courseBox(page, name).check();
  await page.getByRole('button', { name: 'Add selected courses' }).click();
}

async function remove(page: Page, name: string) {
  await mine(page)
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  await mine(page).getByRole('button', { name: 'Remove course' }).click();
  await page.getByText(`${name} has been removed.`).first().waitFor();
}

describe('manage courses', () => {
  it('adds and removes a course, and shows each refusal with the course name', async () => {
    first = await fixtures.context.newPage();
    // The first tab's live connection never reaches the server (as when it has dropped), so the
    // tab keeps what it last loaded while the second changes the courses: live updates would
    // otherwise take the stale offers away before the server could refuse them.
    await first.routeWebSocket(/\/websocket-api\/ws/, () => {});
    await signInAsDemo(first, fixtures.portal.url('default', '/login'), 'student@demo.test');
    await openManageCourses(first);
    // Two of the demo student's three courses are in progress: two places are left.
    await addForm(first)
      .getByRole('group', { name: /you can add 2 more/ })
      .waitFor();
    await expectAccountPageAccessible(first);
    const names = await addForm(first).locator('.choice__name').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(4);
    const [p1, p2, p3, p4] = names as [string, string, string, string];

    await add(first, [p1]);
    await first.getByText('The course has been added.').first().waitFor();
    await mine(first).getByText(p1).waitFor();
    await remove(first, p1);
    await mine(first)
      .getByRole('listitem')
      .filter({ hasText: p1 })
      .getByText(/^Removed/)
      .waitFor();
    await expectAccountPageAccessible(first);

    // A second tab adds p2; the first, not reloaded, still offers it.
    second = await fixtures.context.newPage();
    await openManageCourses(second);
    await add(second, [p2]);
    await second.getByText('The course has been added.').first().waitFor();
    await add(first, [p2]);
    await first
      .getByRole('alert')
      .getByText(`You are already enrolled in the selected course ${p2}`)
      .waitFor();

    // The second tab fills the last place; the first still believes two are left.
    await openManageCourses(second);
    await add(second, [p3]);
    await second.getByText('The course has been added.').first().waitFor();
    await add(first, [p4]);
    await first.getByRole('alert').getByText('The number of courses exceed the limit').waitFor();

    // The second tab drops p3; the first still offers it, but a dropped course stays dropped.
    await remove(second, p3);
    await add(first, [p3]);
    await first.getByRole('alert').getByText(`You can not enrol in this course ${p3}`).waitFor();
    await expectAccountPageAccessible(first);

    // Reloaded, the first tab shows what the server holds: p3 dropped and no longer offered.
    await openManageCourses(first);
    await mine(first)
      .getByRole('listitem')
      .filter({ hasText: p3 })
      .getByText(/^Removed/)
      .waitFor();
    expect(await courseBox(first, p3).count()).toBe(0);
  });
});
