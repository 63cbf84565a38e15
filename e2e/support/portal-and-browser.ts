// The built portal and the machine's Chromium for one journey file: started before its tests (and
// before the file's own set-up, which is registered after), stopped after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { takePortal, type PortalServer } from './portal-server';

/** The demo accounts' password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Student#2026';

export interface PortalAndBrowser {
  portal: PortalServer;
  browser: Browser;
}

/** A portal (with `env` added to its environment) and a browser for one journey file. */
export function portalAndBrowser(env: Record<string, string> = {}): PortalAndBrowser {
  const running = {} as PortalAndBrowser;
  beforeAll(async () => {
    // Both are awaited before either failure is thrown, so a portal whose browser would not start
    // is still stopped after the file (and the reverse), not left running.
    const [portal, browser] = await Promise.allSettled([takePortal(env), launchBrowser()]);
    if (portal.status === 'fulfilled') running.portal = portal.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    if (portal.status === 'rejected') throw portal.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.portal?.stop();
  });
  return running;
}
