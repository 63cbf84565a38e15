import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';

/** The repository's real tenants folder. */
export const TENANTS_DIR = fileURLToPath(new URL('../../../../tenants', import.meta.url));

/**
 * A copy of three real tenants (default, fhsu, uiw) in a folder also named `tenants`, so start-up
 * messages read as in production: made afresh before each test of the calling suite, removed after.
 */
export function useTenantsCopy() {
  let root = '';
  const copy = {
    /** The copy's `tenants` folder. */
    dir: '',
    /** Rewrites one JSON file of the copy (a path below `dir`). */
    async editJson(file: string, edit: (json: Record<string, unknown>) => void) {
      const full = path.join(copy.dir, file);
      const value = JSON.parse(await readFile(full, 'utf8')) as Record<string, unknown>;
      edit(value);
      await writeFile(full, JSON.stringify(value));
    },
  };
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tenants-copy-'));
    copy.dir = path.join(root, 'tenants');
    for (const entry of ['global.json', 'default', 'fhsu', 'uiw']) {
      await cp(path.join(TENANTS_DIR, entry), path.join(copy.dir, entry), { recursive: true });
    }
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  return copy;
}
