import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Executor } from '../../db/database';
import { listTenantDegreePrograms } from './list-tenant-degree-programs';
import { organizationQueries } from './organization-queries';

/**
 * The schools a tenant's site presents: those behind the programs it offers (its config's
 * `programs`), every school when it lists none (docs/storefront.md: a partner school's site names no
 * other partner). The one rule for the schools page and the home page alike.
 */
export async function listTenantSchools({
  db,
  config,
}: {
  db: Executor;
  config: Pick<TenantConfig, 'programs'>;
}) {
  const schools = await organizationQueries.schools(db);
  if (config.programs === undefined) return schools;
  const programs = await listTenantDegreePrograms({ db, config });
  const offered = new Set(programs.map((program) => program.schoolId));
  return schools.filter((school) => offered.has(school.id));
}

/** One of the schools a tenant's site presents, by id or key; undefined for any other. */
export async function findTenantSchool({
  db,
  config,
  idOrKey,
}: {
  db: Executor;
  config: Pick<TenantConfig, 'programs'>;
  idOrKey: string;
}) {
  const school = await organizationQueries.school(db, idOrKey);
  if (!school || config.programs === undefined) return school;
  const presented = await listTenantSchools({ db, config });
  return presented.some((each) => each.id === school.id) ? school : undefined;
}
