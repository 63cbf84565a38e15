// Journey: two tenants of the same portal each show their own theme, logo and phone number, a
// tenant with a light brand colour still passes colour contrast (docs/accessibility/themes.md),
// and a number and a home page headline a tenant admin publishes in the console reach the next
// visitor.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@portal/domain/tenant/colour-contrast';
import { seriousViolations } from './support/axe';
import { pathOf } from './support/enrolment';
import { portalAndBrowser } from './support/portal-and-browser';
import { signInAsStaff } from './support/staff';

const running = portalAndBrowser();

const TENANTS = [
  { id: 'default', name: 'Crestline Learning', brand: 'rgb(31, 78, 121)', phone: '(800) 555-0143' },
  {
    id: 'fhsu',
    name: 'Fort Hays State University',
    brand: 'rgb(43, 43, 43)',
    phone: '(785) 555-0111',
  },
];

describe('tenant branding', () => {
  it.each(TENANTS)('$id shows its own theme, logo and public advisor number', async (tenant) => {
    const page = await running.browser.newPage();
    await page.goto(running.portal.url(tenant.id, '/'));

    const header = page.getByRole('banner');
    const logo = header.getByRole('img', { name: tenant.name });
    await logo.waitFor();
    expect(
      await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    const phone = header.getByRole('link', {
      name: new RegExp(tenant.phone.replace(/[()]/g, '\\$&')),
    });
    expect(await phone.getAttribute('href')).toBe(`tel:+1${tenant.phone.replace(/\D/g, '')}`);

    const enrol = header.getByRole('link', { name: 'Enrol now' });
    expect(await enrol.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(tenant.brand);
    await page.close();
  });
});

/** A computed `rgb(r, g, b)` colour as `#rrggbb`. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

async function expectNoSeriousFinding(page: Page) {
  const findings = (await seriousViolations(page)).map(
    (v) =>
      `${pathOf(page)}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 2).join(', ')}`,
  );
  expect(findings).toEqual([]);
}

describe('a light brand colour (pioneer-energy, #f9a825)', () => {
  it('passes axe, colour contrast included, on its home, sign-in, catalog and category pages', async () => {
    // axe is evaluated into the page; the portal's CSP rightly forbids that for anyone else.
    const context = await running.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    for (const path of ['/', '/login', '/online-college-courses']) {
      await page.goto(running.portal.url('pioneer-energy', path), { waitUntil: 'networkidle' });
      await expectNoSeriousFinding(page);
    }
    // The catalog's category links lead to a page of course cards.
    await page.locator('main a[href^="/online-college-courses/"]').first().click();
    await page.waitForURL(/\/online-college-courses\/[^/]+$/);
    await page.locator('h1').first().waitFor();
    await expectNoSeriousFinding(page);

    // The buttons keep the brand itself, with black text on it.
    await page.goto(running.portal.url('pioneer-energy', '/'));
    const enrol = page.getByRole('banner').getByRole('link', { name: 'Enrol now' });
    expect(await enrol.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(249, 168, 37)',
    );
    await context.close();
  });

  it("shows the default tenant's focus ring at 3:1 on the page, not its raw #f2a900 accent", async () => {
    const page = await running.browser.newPage();
    await page.goto(running.portal.url('default', '/login'));
    const link = page.getByRole('link', { name: 'Forgot your password?' });
    await link.focus();
    const { outline, background, focusVisible } = await link.evaluate((el) => ({
      outline: getComputedStyle(el).outlineColor,
      background: getComputedStyle(document.body).backgroundColor,
      focusVisible: el.matches(':focus-visible'),
    }));
    expect(focusVisible).toBe(true);
    expect(hexOf(outline)).not.toBe('#f2a900');
    expect(contrastRatio(hexOf(outline), hexOf(background))).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});

describe('a tenant published from the console (docs/tenant-editing.md)', () => {
  it('shows its new advisor number to the next visitor, without a restart', async () => {
    const staff = await running.browser.newPage();
    await signInAsStaff(staff, running.portal, 'tenant-admin@staff.demo.test', 'fhsu');
    await staff
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Tenants' })
      .click();
    await staff
      .getByRole('table', { name: 'The tenants you edit' })
      .getByRole('link', { name: 'Fort Hays State University' })
      .click();
    const settings = staff.getByRole('form', { name: 'Settings' });
    await settings.getByLabel('Advisor line for visitors').fill('(785) 555-0177');
    await settings.getByLabel('Reason').fill('New admissions line');
    await settings.getByRole('button', { name: 'Publish to every instance' }).click();
    // Exact: the toaster's live region repeats the words for screen readers.
    await staff
      .getByText('Published as revision 1: every instance serves it now.', { exact: true })
      .waitFor();
    await staff.close();

    const visitor = await running.browser.newPage();
    await visitor.goto(running.portal.url('fhsu', '/'));
    await visitor
      .getByRole('banner')
      .getByRole('link', { name: /\(785\) 555-0177/ })
      .waitFor();
    await visitor.close();
  });

  it("shows the home page's new headline to the next visitor, edited in the console's page editor", async () => {
    const staff = await running.browser.newPage();
    await signInAsStaff(staff, running.portal, 'tenant-admin@staff.demo.test', 'fhsu');
    await staff
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Tenants' })
      .click();
    await staff
      .getByRole('table', { name: 'The tenants you edit' })
      .getByRole('link', { name: 'Fort Hays State University' })
      .click();
    await staff.getByRole('link', { name: /^Content pages/ }).click();
    await staff
      .getByRole('table', { name: "The tenant's content pages" })
      .getByRole('link', { name: 'home', exact: true })
      .click();
    const form = staff.getByRole('form', { name: 'Home page' });
    await form.getByLabel('Headline').fill('Finish your Fort Hays degree online');
    // The preview draws the draft with the storefront's own hero.
    await staff
      .getByRole('figure', { name: /^Preview/ })
      .getByRole('heading', { name: 'Finish your Fort Hays degree online' })
      .waitFor();
    await form.getByLabel('Reason').fill('Spring campaign');
    await form.getByRole('button', { name: 'Publish the page' }).click();
    // The toaster's live region repeats the words for screen readers: either will do.
    await staff
      .getByText(/^The page was published as revision \d+: every instance serves it now\.$/)
      .first()
      .waitFor();
    await staff.close();

    const visitor = await running.browser.newPage();
    await visitor.goto(running.portal.url('fhsu', '/'));
    await visitor
      .getByRole('heading', { level: 1, name: 'Finish your Fort Hays degree online' })
      .waitFor();
    await visitor.close();
  });
});
