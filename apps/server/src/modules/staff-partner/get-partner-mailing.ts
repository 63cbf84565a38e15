import type { PartnerMailing } from '@portal/domain/staff/partner-mailing';
import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { schoolStaffWhoMay } from '../staff-auth/find-staff-members';
import type { PartnerContext } from './partner-context';
import { partnerMailingQueries } from './partner-mailing-queries';
import { partnerMailingView } from './partner-mailing-views';

export interface PartnerMailingContext extends PartnerContext {
  tenants: TenantRegistry;
  tenantId: string;
}

/** A tenant of the member's scope that exists; any other is not found, alike. */
export function ownSchoolTenant(options: PartnerMailingContext): string {
  const { tenants, tenantId, member } = options;
  if (!tenants.get(tenantId) || !scopeCoversTenant(member.scope, tenantId)) {
    throw new AppError('NOT_FOUND');
  }
  return tenantId;
}

/** The school's own staff who may be sent its learners file. */
export const mailingRecipientsOf = (options: Pick<PartnerContext, 'db'>, tenantId: string) =>
  schoolStaffWhoMay(options.db, { ability: 'view_own_learners', tenantId });

/**
 * GET /staff-api/partner/tenants/{tenantId}/learners-mailing (docs/staff-console.md "Partner
 * schools"): the school's schedule and recipients, and who may receive the file.
 */
export async function getPartnerMailing(options: PartnerMailingContext): Promise<PartnerMailing> {
  const tenantId = ownSchoolTenant(options);
  const row = await partnerMailingQueries.mailing(options.db, tenantId);
  const eligible = await mailingRecipientsOf(options, tenantId);
  return partnerMailingView(tenantId, row, eligible, options.clock.now());
}
