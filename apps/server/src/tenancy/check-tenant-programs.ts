import path from 'node:path';
import { TenantConfigError, type TenantConfigProblem } from './tenant-config-error';
import type { LoadedTenant } from './tenant-registry';

/**
 * The second half of the start-up check of tenant files (docs/architecture.md, decision 5): every
 * enrolment code a tenant lists in `programs` (and in a scheduled override's) must name a degree
 * program of the organisation data, which lives in the database, so this runs once the database
 * is migrated and seeded. Throws one TenantConfigError naming file and field of each unknown code.
 */
export function checkTenantPrograms(options: {
  tenants: readonly LoadedTenant[];
  /** The enrolment codes of every degree program in the database. */
  knownCodes: readonly string[];
}): void {
  const known = new Set(options.knownCodes);
  const problems: TenantConfigProblem[] = [];
  for (const tenant of options.tenants) {
    const file = path.posix.join(path.basename(path.dirname(tenant.dir)), tenant.id, 'config.json');
    const lists: { codes: readonly string[] | undefined; at: string }[] = [
      { codes: tenant.config.programs, at: 'programs' },
      ...(tenant.config.scheduled ?? []).map((entry, i) => ({
        codes: entry.override.programs,
        at: `scheduled.${i}.override.programs`,
      })),
    ];
    for (const { codes, at } of lists) {
      codes?.forEach((code, i) => {
        if (!known.has(code))
          problems.push({ file, path: `${at}.${i}`, message: `Unknown degree program "${code}"` });
      });
    }
  }
  if (problems.length > 0) throw new TenantConfigError(problems);
}
