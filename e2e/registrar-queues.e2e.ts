// Journey: the registrar's queues (docs/staff-console.md "The registrar's queues"). On
// metro-transit, whose config gives the registrar's decisions to staff, a student pays a challenge
// exam; no sandbox registers it: it waits in the registrar's queue. The registrar signs in to the
// staff console, finds it under Exam registrations and confirms it with a
// message; the student's open exam page shows the registration confirmed, with the message. The
// student then sends their completed course's transcript and asks for the admissions review; the
// registrar admits them from Admissions reviews, and the open transcripts page shows it.
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures, newLearner, payByCard } from './support/enrolment';
import { signInAsStaff } from './support/staff';

const TENANT = 'metro-transit';
const fixtures = journeyFixtures();
const pages: Page[] = [];
let student: Page;
let registrar: Page;

afterAll(async () => {
  for (const page of pages) await page.context().close();
});

async function newPage() {
  const page = await (await fixtures.newContext()).newPage();
  pages.push(page);
  return page;
}

const registration = (page: Page) => page.getByRole('region', { name: 'Your registration' });

describe('the registrar’s queues', () => {
  it('a registrar confirms a staff-review tenant’s exam registration, and the student sees it', async () => {
    // The student buys BUS101's exam from the course card on the dashboard.
    student = await newPage();
    await signInAsDemo(student, fixtures.portal.url(TENANT, '/login'), 'transit@demo.test');
    await student.waitForURL(/\/account\/dashboard$/);
    await student
      .getByRole('article', { name: 'Introduction to Business' })
      .getByRole('link', { name: 'Take a challenge exam for Introduction to Business' })
      .click();
    await student.getByRole('heading', { level: 1, name: 'BUS101 Challenge Exam' }).waitFor();
    await payByCard(student, '4111 1111 1111 1111', newLearner('Tomas'));
    await registration(student).getByText('Status: Registration pending').waitFor();

    // The registrar finds it in the queue, from the staff home. The console is answered on any
    // tenant's host; metro-transit's own site is "coming soon" (every page but sign-in leads to
    // the holding page), so the registrar works from the main site's.
    registrar = await newPage();
    await signInAsStaff(registrar, fixtures.portal, 'registrar@staff.demo.test', 'default');
    await registrar
      .getByRole('link', {
        name: 'Open the queues of transcripts, prior credit, exam registrations and admissions reviews',
      })
      .click();
    await registrar.getByRole('heading', { level: 1, name: 'The registrar’s queues' }).waitFor();
    await registrar.getByRole('tab', { name: 'Exam registrations' }).click();
    await registrar.waitForURL(/\/staff\/registrar\?queue=exam-registrations$/);
    const row = registrar
      .getByRole('table', { name: 'Exam registrations, page 1' })
      .getByRole('row', { name: /transit@demo\.test/ });
    await row.getByText('BUS101 Challenge Exam').waitFor();
    await row.getByText('Metro Transit Authority').waitFor();
    await expectAccountPageAccessible(registrar);

    await row.getByRole('button', { name: /^Decide for / }).click();
    const dialog = registrar.getByRole('alertdialog');
    await dialog.getByRole('radio', { name: 'Confirm the registration' }).check();
    await dialog
      .getByLabel('Message to the student')
      .fill('Your seat is booked: pick a date with the proctor.');
    await dialog.getByRole('button', { name: 'Record the decision' }).click();
    await registrar.getByText(/registration is confirmed\./).waitFor();
    await row.waitFor({ state: 'detached' });

    // The student's open page hears of it (a live update): registered, with the message.
    await registration(student).getByText('Status: Registered').waitFor();
    await registration(student)
      .getByText('The registrar wrote: Your seat is booked: pick a date with the proctor.')
      .waitFor();
  });

  it('a registrar admits the student’s admissions review, and the student’s open page shows it', async () => {
    await student.goto(fixtures.portal.url(TENANT, '/account/transcripts'));
    const section = (name: string) => student.getByRole('region', { name });
    const courses = section('Your courses');
    await courses.getByRole('checkbox', { name: 'Send Student Orientation' }).check();
    await courses
      .getByRole('radio', { name: 'My target institution: Fort Hays State University' })
      .check();
    await courses.getByRole('button', { name: 'Send transcript' }).click();
    const admissions = section('Admissions review');
    await admissions.getByText(/Send the transcript of Student Orientation: done/).waitFor();
    await admissions.getByRole('button', { name: 'Request admissions review' }).click();
    await admissions.getByText(/^Admissions review requested on /).waitFor();

    await registrar.getByRole('tab', { name: 'Admissions reviews' }).click();
    const row = registrar
      .getByRole('table', { name: 'Admissions reviews, page 1' })
      .getByRole('row', { name: /transit@demo\.test/ });
    await row.getByRole('button', { name: /^Decide for / }).click();
    const dialog = registrar.getByRole('alertdialog');
    await dialog.getByRole('radio', { name: 'Admit' }).check();
    await dialog.getByLabel('Message to the student').fill('Welcome to the program.');
    await dialog.getByRole('button', { name: 'Record the decision' }).click();
    await registrar.getByText(/is admitted\./).waitFor();

    await admissions.getByText('Admitted', { exact: true }).waitFor();
    await admissions.getByText('The registrar wrote: Welcome to the program.').waitFor();
  });
});
