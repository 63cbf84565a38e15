// The machine's Chromium (Debian's package), driven by playwright-core; nothing downloads a browser.
// One browser serves the whole run (global-setup.ts launches it); each journey file connects to it
// and works in contexts of its own, which share nothing with another file's.
import { buffer } from 'node:stream/consumers';
import { chromium, type Browser, type BrowserServer, type Download } from 'playwright-core';
import { inject } from 'vitest';

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

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
}

/** The run's browser; closing what this answers disconnects and closes the file's contexts. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** The bytes of a file the browser saved (a connected browser's files are not on a local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}
