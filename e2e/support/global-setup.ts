// Vitest global set-up of the browser journeys: one portal data folder, migrated and seeded with
// the demo data by a first start, and the pool that starts each journey file's portal on a copy of
// it (its own copy, so no file sees what another changed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPortalPool } from './portal-pool';
import { startPortal } from './start-portal';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's portal pool answers (portal-pool.ts). */
    portalPoolUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-template-'));
  try {
    await (await startPortal({}, { dir: templateDir })).stop();
  } catch (error) {
    await rm(templateDir, { recursive: true, force: true });
    throw error;
  }
  const pool = await createPortalPool(templateDir);
  project.provide('portalPoolUrl', pool.url);
  return async () => {
    await pool.close();
    await rm(templateDir, { recursive: true, force: true });
  };
}
