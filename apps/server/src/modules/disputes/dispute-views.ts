import type {
  DisputeStatus,
  DisputeView,
  EvidenceDelivery,
  WebhookGateway,
} from '@portal/domain/ledger/dispute';
import type { Executor } from '../../db/database';
import { findContacts } from '../users/find-contacts';
import type { DisputeRow } from './dispute-queries';

/** What the audit log keeps of a dispute, before and after a move. */
export function disputeAuditState(row: DisputeRow) {
  return {
    disputeId: row.id,
    gateway: row.gateway,
    gatewayDisputeId: row.gatewayDisputeId,
    amountCents: row.amountCents,
    status: row.status,
    respondBy: row.respondBy.toISOString(),
    accessSuspended: row.accessSuspended,
    evidence: row.evidence,
    evidenceDelivery: row.evidenceDelivery,
    evidenceDeliveredAt: row.evidenceDeliveredAt?.toISOString() ?? null,
    evidenceLastFailure: row.evidenceLastFailure,
    evidenceFailedTries: row.evidenceFailedTries,
  };
}

/** Disputes as the staff console shows them, each with its student. */
export async function disputeViews(db: Executor, rows: DisputeRow[]): Promise<DisputeView[]> {
  const students = await findContacts(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => disputeView(row, students.get(row.userId)!));
}

/** A dispute as the staff console shows it, with its student. */
function disputeView(
  row: DisputeRow,
  student: { firstName: string; lastName: string; email: string },
): DisputeView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    student: {
      id: row.userId,
      name: `${student.firstName} ${student.lastName}`,
      email: student.email,
    },
    orderId: row.orderId,
    gateway: row.gateway as WebhookGateway,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status as DisputeStatus,
    respondBy: row.respondBy.toISOString(),
    accessSuspended: row.accessSuspended,
    evidence:
      row.evidence && row.respondedAt
        ? {
            text: row.evidence.text,
            fileReference: row.evidence.fileReference,
            submittedAt: row.respondedAt.toISOString(),
            submittedBy: row.respondedByEmail ?? '',
            delivery: (row.evidenceDelivery ?? 'WAITING') as EvidenceDelivery,
            deliveredAt: row.evidenceDeliveredAt?.toISOString() ?? null,
            lastFailure: row.evidenceLastFailure,
          }
        : null,
    openedAt: row.openedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
