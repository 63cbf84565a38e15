// Journey: a catalog editor changes a course's price (docs/catalog-editing.md). The storefront's
// course page is read first, so the server holds it in its page cache; the editor saves the new
// price as a draft, reads its diff, previews the page as a visitor will see it, publishes it with a
// reason, and a visitor then sees the new price on the storefront, the cached page forgotten. Then
// a payment plan's price, published the same way, is what its program's storefront page shows.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { portalAndBrowser } from './support/portal-and-browser';
import { signInAsStaff } from './support/staff';

const running = portalAndBrowser();
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** HCA101, Introduction to Healthcare Administration, in the storefront. */
const COURSE_PAGE = '/online-college-courses/health/3010';

/** NOC-HCAC's program page, sold on its monthly plan. */
const PROGRAM_PAGE = '/program/healthcare-administration-certificate';

/** The price a storefront page states under `term`, as a visitor reads it, once its heading is shown. */
async function statedPrice(
  page: Page,
  { path, heading, term }: { path: string; heading: string; term: string } = {
    path: COURSE_PAGE,
    heading: 'Introduction to Healthcare Administration',
    term: 'Price',
  },
): Promise<string> {
  await page.goto(running.portal.url('default', path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return (await page.locator(`dt:text-is("${term}") + dd`).first().textContent()) ?? '';
}

const programPrice = (page: Page) =>
  statedPrice(page, {
    path: PROGRAM_PAGE,
    heading: 'Healthcare Administration Certificate',
    term: 'Program price',
  });

describe('editing prices in the catalog', () => {
  it('drafts, previews and publishes a course’s price with a reason, then a plan’s, and the storefront shows both', async () => {
    const visitor = await newPage();
    expect(await statedPrice(visitor)).toBe('$69.45 per course');

    const editor = await newPage();
    await signInAsStaff(editor, running.portal, 'catalog@staff.demo.test');
    await editor
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Catalog' })
      .click();
    await editor.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
    await editor.getByLabel('Code or name').fill('HCA101');
    await editor.getByRole('button', { name: 'Find' }).click();
    await editor.waitForURL(/\/staff\/catalog\?q=HCA101$/);
    await editor.getByRole('link', { name: 'Introduction to Healthcare Administration' }).click();
    await editor.getByRole('link', { name: 'Edit this course' }).click();

    const price = editor.getByLabel('Price');
    await price.fill('7945');
    await editor.getByText('In cents: 6945 is $69.45. Now $79.45.').waitFor();
    await editor.getByRole('button', { name: 'Save as a draft' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Draft' }).waitFor();
    const diff = editor.getByRole('table', { name: /^What the draft changes in HCA101/ });
    expect(await diff.getByRole('row').allTextContents()).toEqual([
      'FieldLiveDraft',
      'Price$69.45$79.45',
    ]);

    await editor.getByRole('link', { name: /^Preview the page of HCA101/ }).click();
    await editor.getByText(/^Preview: this is the course page as a visitor/).waitFor();
    await editor
      .getByRole('heading', { level: 1, name: 'Introduction to Healthcare Administration' })
      .waitFor();
    expect(await editor.locator('dt:text-is("Price") + dd').first().textContent()).toBe(
      '$79.45 per course',
    );
    // Not live yet: the visitor still reads the old price.
    expect(await statedPrice(visitor)).toBe('$69.45 per course');

    // Back, as the browser's back button does, to the draft, and publish it.
    await editor.goBack();
    await editor.getByRole('heading', { level: 1, name: 'Draft' }).waitFor();
    await editor.getByRole('button', { name: 'Publish now' }).click();
    const dialog = editor.getByRole('alertdialog', { name: 'Publish now' });
    await dialog.getByLabel('Reason').fill('Tuition review for the spring term');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await editor.getByText(/^Published as version \d+\. The storefront shows it now\.$/).waitFor();

    expect(await statedPrice(visitor)).toBe('$79.45 per course');

    await editor.goto(running.portal.url('default', '/staff/catalog/courses/3010'));
    const latest = editor.getByRole('heading', { level: 3 }).first();
    expect(await latest.textContent()).toMatch(/^Version \d+, .* by catalog@staff\.demo\.test$/);
    await editor.getByText('Reason: Tuition review for the spring term').waitFor();

    // The program's monthly plan: its new price is what the program's page shows.
    expect(await programPrice(visitor)).toBe('$69.45 per month');
    await editor.goto(running.portal.url('default', '/staff/catalog'));
    await editor
      .getByRole('table', { name: 'Live payment plans, one a program' })
      .getByRole('link', { name: 'NOC-HCAC' })
      .click();
    await editor.getByRole('link', { name: 'Edit this payment plan' }).click();
    await editor.getByLabel('Price').fill('7945');
    await editor.getByRole('button', { name: 'Save as a draft' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Draft' }).waitFor();
    await editor.getByRole('button', { name: 'Publish now' }).click();
    const publishPlan = editor.getByRole('alertdialog', { name: 'Publish now' });
    await publishPlan.getByLabel('Reason').fill('Certificate tuition for the spring term');
    await publishPlan.getByRole('button', { name: 'Publish' }).click();
    await editor.getByText(/^Published as version \d+\. The storefront shows it now\.$/).waitFor();
    expect(await programPrice(visitor)).toBe('$79.45 per month');
  });
});
