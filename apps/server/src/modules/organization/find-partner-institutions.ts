import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';

/**
 * The institutions of the partner schools whose sites are these tenants: a school's key is its
 * tenant's id (`fhsu`, `uiw`). A transcript a student sends to their target institution reaches
 * the school's staff when the institution is one of these (docs/staff-console.md "Partner
 * schools"). Null tenants (a member of every tenant) reach every school's institution.
 */
export async function findPartnerInstitutions(
  db: Executor,
  tenantIds: readonly string[] | null,
): Promise<number[]> {
  const schools = await organizationQueries.schools(db);
  const ids = schools
    .filter((school) => tenantIds === null || tenantIds.includes(school.key))
    .flatMap((school) => (school.institutionId === null ? [] : [school.institutionId]));
  return [...new Set(ids)];
}
