import path from 'node:path';
import { programProblems } from './check-tenant-config';
import { TenantConfigError } from './tenant-config-error';
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
  const problems = options.tenants.flatMap((tenant) => {
    const file = path.posix.join(path.basename(path.dirname(tenant.dir)), tenant.id, 'config.json');
    return programProblems(tenant.config, known).map((problem) => ({ file, ...problem }));
  });
  if (problems.length > 0) throw new TenantConfigError(problems);
}
