import type { Lead } from '@portal/domain/validation/forms';
import type { Database } from '../../db/database';
import { leads } from './user-tables';

/** Records a request for information from the public site, for the tenant's advisors. */
export async function submitLead(options: { db: Database; tenantId: string; lead: Lead }) {
  const { db, tenantId, lead } = options;
  await db.insert(leads).values({
    tenantId,
    leadType: lead.leadType,
    firstName: lead.firstName.trim(),
    lastName: lead.lastName.trim(),
    email: lead.email.toLowerCase(),
    phone: lead.phone ?? null,
    programInterest: lead.programInterest ?? null,
    message: lead.message ?? null,
  });
}
