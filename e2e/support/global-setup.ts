// Vitest global set-up of the browser journeys: one portal data folder, migrated and seeded with
// the demo data by a first start, which each journey file's portal starts from a copy of (its own
// copy, so no file sees what another changed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A portal data folder after its first start, for each journey's portal to copy. */
    portalTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-template-'));
  try {
    await (await startPortal({}, { dataDir: templateDir })).stop();
  } catch (error) {
    await rm(templateDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('portalTemplateDir', templateDir);
  return () => rm(templateDir, { recursive: true, force: true });
}
