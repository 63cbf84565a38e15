// Journey (docs/accessibility/README.md): a visitor of each of the 19 tenants opens the help center's accessibility
// page and reads a statement that names the site, the standard, how it is checked, what falls short,
// the site's own contact and the date of the last review (tenants/global.json, the conformance
// report's date too); axe finds nothing serious on it.
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantConfigSchema, type GlobalValues } from '@portal/domain/tenant/tenant-config';
import { expectAccessible } from './support/enrolment';
import { portalAndBrowser } from './support/portal-and-browser';

const TENANTS = new URL('../tenants/', import.meta.url);
const TENANT_IDS = readdirSync(TENANTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, TENANTS), 'utf8'));
const GLOBAL_VALUES = readJson('global.json').values as GlobalValues;
const GLOBAL_SUPPORT = GLOBAL_VALUES.support as { phone: string; email: string };
/** The date of the last review: one value the statement and the conformance report both give. */
const REVIEWED = (GLOBAL_VALUES.accessibility as { reviewed: string }).reviewed;

/** The tenant's own support contact, or the global one it inherits. */
function support(values: GlobalValues | undefined, key: 'phone' | 'email'): string {
  const own = values?.support;
  const value = typeof own === 'object' ? own[key] : undefined;
  return typeof value === 'string' ? value : GLOBAL_SUPPORT[key];
}

const running = portalAndBrowser();
let context: BrowserContext;
beforeAll(async () => {
  // axe is evaluated into the page; the portal's CSP rightly forbids that for anyone else.
  context = await running.browser.newContext({ bypassCSP: true });
});

describe('the accessibility statement', () => {
  it('is checked on all 19 tenants', () => {
    expect(TENANT_IDS).toHaveLength(19);
  });

  it.each(TENANT_IDS)('of %s shows the standard, its contact and a review date', async (id) => {
    const config = tenantConfigSchema.parse(readJson(`${id}/config.json`));
    const phone = support(config.values, 'phone');
    const address = support(config.values, 'email');
    const page = await context.newPage();
    await page.goto(running.portal.url(id, '/help-center/policies/accessibility'));
    await page.getByRole('heading', { level: 1, name: 'Accessibility' }).waitFor();
    const main = page.getByRole('main');
    const text = (await main.innerText()).replace(/\s+/g, ' ');

    expect(text).toContain(config.name);
    expect(text).toContain('WCAG) 2.2 at level AA');
    await main.getByRole('heading', { level: 2, name: 'Known limitations' }).waitFor();
    const barrier = main.getByRole('region', { name: 'Report a barrier' });
    expect(await barrier.innerText()).toContain(phone);
    const email = barrier.getByRole('link', { name: `Email ${address}` });
    expect(await email.getAttribute('href')).toBe(`mailto:${address}`);
    expect(await main.getByRole('region', { name: 'Last review' }).innerText()).toContain(REVIEWED);
    await expectAccessible(page);
    await page.close();
  });
});
