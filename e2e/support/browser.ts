// The machine's Chromium (Debian's package), driven by playwright-core; nothing downloads a browser.
// Each journey file launches its own (about a second). One browser for the run, reached through
// Playwright's browser server, was tried: the journeys took no less time with it.
import { buffer } from 'node:stream/consumers';
import { chromium, type Browser, type Download } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
}

/** The bytes of a file the browser saved. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}
