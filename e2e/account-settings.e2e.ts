// Journey (docs/account-settings.md): a student whose agreed policy is out of date is asked to agree on the
// account settings page; uploads a photo and sees it in the header's user menu; an oversized file
// is refused before it is sent and a text file named .png by the server; details are saved and
// feedback sent; the page works at 320 px by keyboard with no serious axe violation.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccountPageAccessible, signInAsDemo } from './support/account-pages';
import { journeyFixtures } from './support/enrolment';

const fixtures = journeyFixtures();
let page: Page;

afterAll(async () => {
  await page?.context().close();
});

/** A real photo-like PNG made here: noise, so it does not compress to nothing. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const settingsUrl = () => fixtures.portal.url('default', '/account/account-settings');

describe('account settings', () => {
  it('asks to agree to the changed policy, then records the agreement', async () => {
    page = await fixtures.context.newPage();
    await page.setViewportSize({ width: 320, height: 800 });
    await signInAsDemo(page, fixtures.portal.url('default', '/login'), 'policy@demo.test');
    await page.goto(settingsUrl());
    const dialog = page.getByRole('alertdialog', { name: 'The student policy has changed' });
    await dialog.waitFor();
    await expectAccountPageAccessible(page);
    // The dialog holds the focus: its buttons are what the keyboard reaches.
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('You agreed to the student policy (version 2026-01).').waitFor();

    // Asked no more on the next visit.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    await page.getByText('You agreed to the student policy (version 2026-01).').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('uploads a photo that the header menu then shows; refuses an oversized or fake one', async () => {
    const input = page.getByLabel('Choose a photo');
    const upload = page.getByRole('button', { name: 'Upload photo' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/user-api/users/profilePhoto')) sent.push(request.method());
    });

    // Over 500KB: refused here, never sent.
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(500 * 1024 + 1, 7),
    });
    await upload.click();
    await page.getByText('The uploaded image size exceeds the 500KB limit.').waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent).toEqual([]);

    // Text named photo.png: the browser sends it as a PNG, the server reads the bytes.
    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture\n'),
    });
    await upload.click();
    await page
      .locator('.form-field__error')
      .getByText('The uploaded file is not a PNG, JPEG or WebP image.')
      .waitFor();
    expect(sent).toEqual(['POST']);

    // A real one.
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await photo(640, 480),
    });
    await upload.click();
    await page.getByRole('status').getByText('Your new photo is saved.').waitFor();
    const shown = page.getByRole('img', { name: 'Your profile photo' });
    await shown.waitFor();
    await expectAccountPageAccessible(page);

    // The header's user menu wears it, read with the token as a blob.
    const avatar = page.locator('.user-menu__trigger img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(256);
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Support Request' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('saves the details and sends feedback, at 320 px with nothing to scroll sideways', async () => {
    await page.getByLabel('First name').fill('Paulina');
    const phone = page.getByLabel(/^Phone/);
    await phone.fill('555 0102');
    // Enter submits from the keyboard. The demo student has no home address yet: the first
    // invalid field, the street, takes the focus, with the catalogue's words under each.
    await phone.press('Enter');
    const street = page.getByLabel('Street address');
    await expect.poll(() => street.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('The phone number must contain 10 digits').waitFor();
    await street.fill('600 Park St');
    await page.getByLabel('City').fill('Hays');
    await page.getByLabel('State').fill('KS');
    await page.getByLabel('ZIP code').fill('67601');
    await page.getByLabel('Target completion date').fill('12/2099');
    await page.getByLabel('Target completion date').press('Enter');
    await expect.poll(() => phone.evaluate((el) => el === document.activeElement)).toBe(true);
    await phone.fill('(555) 010-2031');
    await phone.press('Enter');
    await page.getByText('Your details have been saved.', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Paulina .*, account menu$/ }).waitFor();

    await page.getByLabel('5 – excellent').check();
    await page.getByLabel('Your comments').fill('The photo upload was easy!');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('status').getByText('Thank you for your feedback.').waitFor();
    await page.getByRole('link', { name: 'Send a support request' }).waitFor();

    await expectAccountPageAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
