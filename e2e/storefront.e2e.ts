// Journey (docs/storefront.md): on the provider's site and two partner-school sites,
// fhsu and uiw (both paid-selective, selling by card), a visitor finds a program from the home
// page, sees its monthly price, enrols with it preselected, pays by card and sees the confirmation
// with its receipt (at 320 px on two sites, 1280 px on the third); the header and footer reach
// every storefront page at both widths; a partner site shows none of another partner's programs,
// pathways or schools; axe finds nothing serious on the way. One browser for the file; each paying visitor gets a context of their own,
// so the visitors' checks never run signed in.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  journeyFixtures,
  newLearner,
  payByCardToConfirmation,
} from './support/enrolment';

const journey = journeyFixtures();

interface Site {
  tenant: string;
  /** A program the home page features, its monthly price and where enrolment starts. */
  program: string;
  price: string;
  /** What the first month costs today, as the pay button and the confirmation write it. */
  dueToday: string;
  picker: RegExp;
  /**
   * The width the visitor pays at: the path after the program page is the same on every site, so
   * each width is walked by a site, not each site at each width.
   */
  payWidth: number;
  /** The school behind the site's programs, and others' schools, which its /schools must not name. */
  school: string;
  foreignSchools: string[];
  /** Another partner's program and pathways, which this site must not show. */
  foreignProgram: { name: string; slug: string };
  foreignPathways: string[];
}

const SITES: Site[] = [
  {
    tenant: 'default',
    program: 'Healthcare Administration Certificate',
    price: '$69.45 per month',
    dueToday: '$69.45',
    picker: /\/program\?program=healthcare-administration-certificate$/,
    payWidth: 320,
    school: 'Northbridge Online College',
    foreignSchools: ['Fort Hays State University', 'University of the Incarnate Word'],
    foreignProgram: {
      name: 'Bachelor of General Studies',
      slug: 'bachelor-of-general-studies',
    },
    foreignPathways: ['/pathways/new-fhsu-students/jump-start', '/pathways/return-to-uiw'],
  },
  {
    tenant: 'fhsu',
    program: 'Bachelor of General Studies',
    price: '$349.00 per month',
    dueToday: '$349.00',
    picker: /\/enrollment\/start\?program=bachelor-of-general-studies$/,
    payWidth: 1280,
    school: 'Fort Hays State University',
    foreignSchools: ['University of the Incarnate Word', 'Northbridge Online College'],
    foreignProgram: {
      name: 'Bachelor of Science in Nursing Completion',
      slug: 'bachelor-of-science-in-nursing-completion',
    },
    foreignPathways: ['/pathways/return-to-uiw', '/pathways/nursing'],
  },
  {
    tenant: 'uiw',
    program: 'Bachelor of Science in Nursing Completion',
    price: '$449.00 per month',
    dueToday: '$449.00',
    picker: /\/enrollment\/start\?program=bachelor-of-science-in-nursing-completion$/,
    payWidth: 320,
    school: 'University of the Incarnate Word',
    foreignSchools: ['Fort Hays State University', 'Northbridge Online College'],
    foreignProgram: { name: 'Bachelor of General Studies', slug: 'bachelor-of-general-studies' },
    foreignPathways: [
      '/pathways/new-fhsu-students/jump-start',
      '/pathways/returning-fhsu-students/tigers',
    ],
  },
];

const WIDTHS = [320, 1280];
const NOT_FOUND = /couldn.t find/i;

// Every storefront page the header and footer must reach (none is turned off on these sites).
const STOREFRONT_PAGES = [
  '/online-college-courses',
  '/pathways',
  '/schools',
  '/help-center',
  '/about',
  '/how-it-works',
  '/faq',
  '/paca',
  '/help-center/policies/privacy-policy',
  '/help-center/policies/accessibility',
];

/** The site paths of links (a phone link is not one). */
const pathsOf = (links: Element[]) =>
  links.flatMap((a) =>
    (a as HTMLAnchorElement).protocol.startsWith('http') ? [(a as HTMLAnchorElement).pathname] : [],
  );

async function openPage(width: number, context: BrowserContext = journey.context): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return page;
}

describe.each(SITES)('the storefront of $tenant', (site) => {
  const url = (path: string) => journey.portal.url(site.tenant, path);

  it(`takes a visitor from a featured program to the confirmation of its payment at ${site.payWidth} px`, async () => {
    const width = site.payWidth;
    // The visitor signs up and pays: a context of their own keeps the other checks signed out.
    const visitor = await journey.newContext();
    const page = await openPage(width, visitor);
    await page.goto(url('/'));
    await expectAccessible(page);
    const featured = page.getByRole('region', { name: 'Featured programs' });
    const card = featured.getByRole('listitem').filter({ hasText: site.program });
    expect(await card.getByText(site.price, { exact: true }).isVisible()).toBe(true);
    // The card's picture is decorative, sized, and waits until it is near.
    const picture = card.locator('img');
    expect(await picture.getAttribute('alt')).toBe('');
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect(await picture.getAttribute('srcset')).toMatch(/480w, .+ 960w$/);

    await card.getByRole('link', { name: site.program, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: site.program }).waitFor();
    expect(await page.getByText(site.price, { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Enrol in this program' }).click();
    await page.waitForURL(site.picker);
    const choice = page.getByRole('radio', { name: new RegExp(site.program) });
    await expect.poll(() => choice.isChecked()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByCardToConfirmation(page, newLearner(width < 768 ? 'Mina' : 'Ravi'), {
      program: site.program,
      amount: site.dueToday,
    });
    await visitor.close();
  });

  it('reaches every storefront page from the header and footer at both widths', async () => {
    const linked = new Set<string>();
    for (const width of WIDTHS) {
      const page = await openPage(width);
      await page.goto(url('/'));
      let header: string[];
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        header = await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link')
          .evaluateAll(pathsOf);
        await page.keyboard.press('Escape');
      } else {
        header = await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link')
          .evaluateAll(pathsOf);
      }
      const footerNav = page.getByRole('contentinfo');
      const footer = await footerNav
        .getByRole('navigation', { name: 'Site footer' })
        .getByRole('link')
        .evaluateAll(pathsOf);
      const phone = footerNav.locator('a[href^="tel:"]');
      expect(await phone.count()).toBe(1);

      expect(header).toEqual(
        expect.arrayContaining([
          '/online-college-courses',
          '/pathways',
          '/schools',
          '/help-center',
        ]),
      );
      expect(footer).toEqual(expect.arrayContaining(STOREFRONT_PAGES));
      for (const path of [...header, ...footer]) linked.add(path);
      await page.close();
    }
    // Where the links of either width lead, each page once.
    const page = await openPage(1280);
    const problems: string[] = [];
    for (const path of linked) {
      if (path === '/logout') continue;
      const response = await page.goto(url(path));
      const heading = (await page.locator('h1').first().textContent()) ?? '';
      if (response?.status() !== 200 || NOT_FOUND.test(heading))
        problems.push(`${path}: ${response?.status()} "${heading}"`);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows none of another partner's programs, pathways or schools", async () => {
    const page = await openPage(1280);
    for (const path of ['/', '/online-college-courses', '/pathways']) {
      await page.goto(url(path));
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toContain(site.foreignProgram.name);
      for (const pathway of site.foreignPathways) {
        expect(await page.locator(`main a[href="${pathway}"]`).count(), `${path} ${pathway}`).toBe(
          0,
        );
      }
    }
    await expectAccessible(page);
    // The schools page lists the school behind the site's programs, and no other partner.
    await page.goto(url('/schools'));
    const schools = page.getByRole('region', { name: 'Our partner schools' });
    await schools.getByText(site.school, { exact: true }).waitFor();
    const schoolsText = (await page.locator('main').textContent()) ?? '';
    for (const school of site.foreignSchools) expect(schoolsText, school).not.toContain(school);
    await expectAccessible(page);
    for (const path of [`/program/${site.foreignProgram.slug}`, ...site.foreignPathways]) {
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('h1').first().textContent(), path).toMatch(NOT_FOUND);
    }
    // The program picker offers only this site's programs.
    await page.goto(
      url(site.picker.source.includes('enrollment') ? '/enrollment/start' : '/program'),
    );
    await page.getByRole('radio', { name: new RegExp(site.program) }).waitFor();
    expect(
      await page.getByRole('radio', { name: new RegExp(site.foreignProgram.name) }).count(),
    ).toBe(0);
    await page.close();
  });
});

describe('prices and alerts that cannot be misread', () => {
  it('says what a course costs per course, and a prepaid site shows no price at all', async () => {
    const page = await openPage(1280);
    await page.goto(journey.portal.url('default', '/online-college-courses?search=ENG102'));
    await page.getByText('$69.45 per course').first().waitFor();
    // A course's "Enrol now" leads to the program that contains it.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Composition|Writing/ })
      .first()
      .click();
    await page.getByRole('main').getByRole('link', { name: 'Enrol now' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Associate of Arts in General Studies' })
      .waitFor();

    await page.goto(journey.portal.url('harborline', '/'));
    const featured = page.getByRole('region', { name: 'Featured programs' });
    await featured.getByRole('listitem').first().waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/\$\d/);
    await page.goto(journey.portal.url('harborline', '/online-college-courses?search=ENG102'));
    await page.getByRole('heading', { name: /Search results/ }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/\$\d/);
    // Harborline's alert is for visitors, who see it.
    await page.getByRole('alert').filter({ hasText: 'access codes expire' }).waitFor();
    await page.close();
  });
});
