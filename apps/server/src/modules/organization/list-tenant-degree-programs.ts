import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { offeredPrograms } from '@portal/domain/tenant/tenant-offer';
import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';

/**
 * The degree programs a tenant's site offers (its config's `programs`, in that order; every
 * program when it lists none), or the one of them with enrolment code `code` (docs/storefront.md: a
 * partner school's site offers only its own programs).
 */
export async function listTenantDegreePrograms({
  db,
  config,
  code,
}: {
  db: Executor;
  config: Pick<TenantConfig, 'programs'>;
  code?: string;
}) {
  return offeredPrograms(config, await organizationQueries.degreePrograms(db, code));
}
