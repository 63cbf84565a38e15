// Vitest global set-up of the browser journeys: what every journey file would otherwise make for
// itself. One Chromium, which the files connect to; and one portal data folder, migrated and
// seeded with the demo data by a first start, which each file's portal starts from a copy of (its
// own copy, so no file sees what another changed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startPortal } from './portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's Chromium. */
    browserEndpoint: string;
    /** A portal data folder after its first start, for each journey's portal to copy. */
    portalTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-template-'));
  const [browser, seeded] = await Promise.allSettled([
    launchBrowserServer(),
    startPortal({}, { dataDir: templateDir }).then((portal) => portal.stop()),
  ]);
  if (browser.status === 'rejected' || seeded.status === 'rejected') {
    if (browser.status === 'fulfilled') await browser.value.close();
    await rm(templateDir, { recursive: true, force: true });
    throw browser.status === 'rejected' ? browser.reason : (seeded as PromiseRejectedResult).reason;
  }
  project.provide('browserEndpoint', browser.value.wsEndpoint());
  project.provide('portalTemplateDir', templateDir);
  return async () => {
    await browser.value.close();
    await rm(templateDir, { recursive: true, force: true });
  };
}
