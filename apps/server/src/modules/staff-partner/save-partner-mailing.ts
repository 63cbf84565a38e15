import {
  lastScheduledDay,
  type PartnerMailing,
  type PartnerMailingBody,
} from '@portal/domain/staff/partner-mailing';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import {
  mailingRecipientsOf,
  ownSchoolTenant,
  type PartnerMailingContext,
} from './get-partner-mailing';
import { partnerMailingQueries } from './partner-mailing-queries';
import { partnerMailingView } from './partner-mailing-views';

/**
 * PUT /staff-api/partner/tenants/{tenantId}/learners-mailing (docs/staff-console.md "Partner
 * schools"): saves the school's schedule and recipients, audited with before and after. Only the
 * school's own staff who may read its learners receive the file: any other address is refused on
 * `recipients`. The scheduled day on or before today counts as sent, so the first file goes on
 * the schedule's next day rather than at once.
 */
export async function savePartnerMailing(
  options: PartnerMailingContext & { body: PartnerMailingBody },
): Promise<PartnerMailing> {
  const { db, clock, member, body } = options;
  const tenantId = ownSchoolTenant(options);
  const eligible = await mailingRecipientsOf(options, tenantId);
  const allowed = new Set(eligible.map((r) => r.email));
  const recipients = body.recipients.map((email) => email.toLowerCase());
  const strangers = recipients.flatMap((email, index) =>
    allowed.has(email) ? [] : [{ field: `recipients.${index}`, code: 'validation.invalid' }],
  );
  if (strangers.length > 0) throw new AppError('VALIDATION_FAILED', { fields: strangers });
  const now = clock.now();
  const saved = await db.transaction(async (tx) => {
    const before = await partnerMailingQueries.lockMailing(tx, tenantId);
    const row = await partnerMailingQueries.save(tx, {
      tenantId,
      schedule: body.schedule,
      recipients,
      sentThrough: lastScheduledDay(body.schedule, now),
      updatedBy: member.id,
      updatedAt: now,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'partner.learners_mailing_saved',
      subjectKind: 'learners_mailing',
      subjectId: tenantId,
      tenantId,
      before: before ? { schedule: before.schedule, recipients: before.recipients } : null,
      after: { schedule: row.schedule, recipients: row.recipients },
    });
    return row;
  });
  return partnerMailingView(tenantId, saved, eligible, now);
}
