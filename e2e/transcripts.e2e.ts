// Journey: the demo student (README "Demo accounts") on /account/transcripts (docs/transcripts.md).
// The admissions review is refused until the completed course's transcript is sent; the student
// sends it to the target institution and watches it go requested -> sent -> received -> posted
// (the sandbox transcript exchange moves it every 2 s here, not every day), with a mail per move;
// asks for prior credit with the documented demo reference and sees it granted; then requests the
// admissions review. axe-core checks the page.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';

const fixtures = journeyFixtures({ SANDBOX_TRANSCRIPT_STEP_SECONDS: '2' });
let page: Page;

afterAll(async () => page?.context().close());

const region = (name: string) => page.getByRole('region', { name });

describe('transcripts, prior credit and the admissions review', () => {
  it('refuses the admissions review while a completed course has no transcript, naming it', async () => {
    const context = await fixtures.newContext();
    page = await context.newPage();
    await signInAsDemo(page, fixtures.portal.url('default', '/login'), 'student@demo.test');
    await page.goto(fixtures.portal.url('default', '/account/transcripts'));
    await page.getByRole('heading', { level: 1, name: 'Transcripts' }).waitFor();

    const courses = region('Your courses');
    const orientation = courses.getByRole('row', { name: /Student Orientation/ });
    await orientation.getByRole('cell', { name: 'completed', exact: true }).waitFor();
    await expect
      .poll(async () => orientation.getByRole('cell').first().textContent())
      .toMatch(/^(\d+) \/ \1$/);
    await courses
      .getByRole('row', { name: /Introduction to Business/ })
      .getByRole('cell', { name: 'in progress', exact: true })
      .waitFor();
    await expectAccountPageAccessible(page);

    await region('Admissions review')
      .getByRole('button', { name: 'Request admissions review' })
      .click();
    await page
      .getByRole('status')
      .filter({
        hasText:
          'The following courses requires transcript to be sent before requiring admission. Student Orientation',
      })
      .waitFor();
  });

  it('sends the transcript to the target institution and follows it until the credit is posted', async () => {
    const courses = region('Your courses');
    await courses.getByRole('checkbox', { name: 'Send Student Orientation' }).check();
    await courses
      .getByRole('radio', { name: 'My target institution: Fort Hays State University' })
      .check();
    await courses.getByRole('button', { name: 'Send transcript' }).click();

    const request = region('Transcript requests').getByRole('listitem', {
      name: 'To Fort Hays State University',
    });
    // The step it is at: requested at first, then moved along by the exchange until posted.
    const current = request.locator('[aria-current="step"]');
    await expect.poll(() => current.textContent()).toMatch(/^Requested /);
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add(((await current.textContent()) ?? '').replace(/ .*$/, ''));
          return (await current.textContent()) ?? '';
        },
        { timeout: 60_000, interval: 250 },
      )
      .toMatch(/^Credit posted /);
    expect(seen.has('Sent') || seen.has('Received')).toBe(true);
    await expect
      .poll(() =>
        request
          .getByRole('list', { name: 'Where your transcript is' })
          .getByRole('listitem')
          .count(),
      )
      .toBe(4);
    await expectAccountPageAccessible(page);

    await page.goto(fixtures.portal.url('default', '/mailbox'));
    for (const subject of [
      'We received your transcript request',
      'Your transcript was sent to Fort Hays State University',
      'Fort Hays State University received your transcript',
      'Fort Hays State University posted your credit',
    ]) {
      await page.getByText(subject).first().waitFor();
    }
    await page.goto(fixtures.portal.url('default', '/account/transcripts'));
    await page.getByRole('heading', { level: 1, name: 'Transcripts' }).waitFor();
  });

  it('asks for prior credit with the demo reference and sees it granted', async () => {
    const section = region('Prior credit');
    const course = section.getByLabel('Course', { exact: true });
    await course.locator('option').nth(1).waitFor({ state: 'attached' });
    const courseName = ((await course.locator('option').nth(1).textContent()) ?? '').replace(
      / \(.*\)$/,
      '',
    );
    await course.selectOption({ index: 1 });
    await section.getByLabel('Evidence').selectOption('ACE');
    await section.getByLabel(/^Reference/).fill('ACE-DEMO NV-1702-0001');
    await section.getByRole('button', { name: 'Request prior credit' }).click();

    const requests = section.getByRole('list').last();
    await requests.getByText(courseName, { exact: false }).waitFor();
    await requests.getByText('Granted', { exact: true }).waitFor({ timeout: 30_000 });
    // The course now counts as prior credit among the student's courses.
    await region('Your courses')
      .getByRole('row', { name: new RegExp(courseName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .getByRole('cell', { name: 'prior credit', exact: true })
      .waitFor();
  });

  it('requests the admissions review once every transcript is sent', async () => {
    const section = region('Admissions review');
    await section.getByText(/Send the transcript of Student Orientation: done/).waitFor();
    await section.getByRole('button', { name: 'Request admissions review' }).click();
    await section.getByText(/^Admissions review requested on /).waitFor();
    await expectAccountPageAccessible(page);
  });
});
