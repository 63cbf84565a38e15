import {
  lastScheduledDay,
  nextScheduledDay,
  type PartnerMailing,
} from '@portal/domain/staff/partner-mailing';
import type { PartnerMailingRow } from './partner-mailing-queries';

/**
 * A school's mailing as the console shows it: the schedule (off before the first save), who gets
 * the file, who may, and the day the next file goes: a scheduled day not yet sent (a run missed)
 * is the next run's, otherwise the schedule's next day.
 */
export function partnerMailingView(
  tenantId: string,
  row: PartnerMailingRow | undefined,
  eligibleRecipients: { email: string; name: string }[],
  now: Date,
): PartnerMailing {
  if (!row) {
    return {
      tenantId,
      schedule: { kind: 'off' },
      recipients: [],
      eligibleRecipients,
      nextOn: null,
      lastSentAt: null,
    };
  }
  const owed = lastScheduledDay(row.schedule, now);
  return {
    tenantId,
    schedule: row.schedule,
    recipients: row.recipients,
    eligibleRecipients,
    nextOn:
      owed !== null && (row.sentThrough === null || owed > row.sentThrough)
        ? owed
        : nextScheduledDay(row.schedule, now),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}
