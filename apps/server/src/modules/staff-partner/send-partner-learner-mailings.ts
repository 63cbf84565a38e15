import { lastScheduledDay } from '@portal/domain/staff/partner-mailing';
import { PARTNER_LEARNER_DEFAULT_ORDER } from '@portal/domain/staff/partner-learners';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { brandedMail, noticeSender, STAFF_LANGUAGE } from '../../mail/branded-mail';
import { queueMail } from '../../mail/queue-mail';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { mailingRecipientsOf } from './get-partner-mailing';
import { partnerMailingQueries, type PartnerMailingRow } from './partner-mailing-queries';
import { partnerLearnersCsv } from './partner-learners-csv';

/** Who the audit log names for what the job does on its own. */
const JOB_ADDRESS = 'mail-partner-learners';

/**
 * The scheduled mailing of docs/staff-console.md "Partner schools": each school whose scheduled
 * day has come since its last file gets one file, the same CSV as the download with no filter,
 * attached to one message to its recipients who still may read its learners. The day is claimed,
 * the mail queued and the audit entry written in one transaction, so a period's file is sent once
 * whichever instance, or retry, runs it; a failure leaves the day unclaimed for the next run.
 */
export async function sendPartnerLearnerMailings(options: {
  db: Database;
  tenants: TenantRegistry;
  clock: Clock;
}): Promise<void> {
  const { db, clock } = options;
  const now = clock.now();
  for (const mailing of await partnerMailingQueries.scheduled(db)) {
    const day = lastScheduledDay(mailing.schedule, now);
    if (day === null || (mailing.sentThrough !== null && mailing.sentThrough >= day)) continue;
    await sendOne({ ...options, mailing, day, now });
  }
}

async function sendOne(options: {
  db: Database;
  tenants: TenantRegistry;
  mailing: PartnerMailingRow;
  day: string;
  now: Date;
}) {
  const { db, mailing, day, now } = options;
  const tenant = options.tenants.get(mailing.tenantId);
  if (!tenant) return;
  const allowed = new Set((await mailingRecipientsOf(options, tenant.id)).map((r) => r.email));
  // A member disabled, or no longer the school's, since the schedule was saved gets nothing.
  const recipients = mailing.recipients.filter((email) => allowed.has(email));
  await db.transaction(async (tx) => {
    if (!(await partnerMailingQueries.claimDay(tx, tenant.id, day, now))) return;
    if (recipients.length > 0) {
      let csv = '';
      for await (const lines of partnerLearnersCsv(
        tx,
        [tenant.id],
        PARTNER_LEARNER_DEFAULT_ORDER,
      )) {
        csv += lines;
      }
      const subject = `${tenant.config.name}: learners on ${day}`;
      const mail = brandedMail(
        tenant.config,
        {
          subject,
          greeting: 'Hello,',
          paragraphs: [
            `The learners of ${tenant.config.name} with their courses, progress and grades, as the console's Download CSV gives them, are attached (learners-${day}.csv).`,
            'You receive this file because your school scheduled it in the staff console; a member who may change the schedule can stop it there.',
          ],
        },
        (path) => options.tenants.siteUrl(tenant.id, path),
        STAFF_LANGUAGE,
      );
      await queueMail(tx, {
        tenantId: tenant.id,
        from: noticeSender(tenant.config),
        to: recipients.join(', '),
        subject,
        ...mail,
        attachments: [
          { filename: `learners-${day}.csv`, content: csv, contentType: 'text/csv; charset=utf-8' },
        ],
        now,
      });
    }
    await recordAudit(tx, {
      at: now,
      actorStaffId: null,
      actorEmail: null,
      address: JOB_ADDRESS,
      action: 'partner.learners_mailed',
      subjectKind: 'learners_mailing',
      subjectId: tenant.id,
      tenantId: tenant.id,
      after: { day, recipients },
    });
  });
}
