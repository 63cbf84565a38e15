// Journey: two tenants of the same portal each show their own theme, logo and phone number.
import { describe, expect, it } from 'vitest';
import { portalAndBrowser } from './support/portal-and-browser';

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
