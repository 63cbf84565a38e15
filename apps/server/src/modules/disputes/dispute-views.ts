import type { DisputeStatus, DisputeView, WebhookGateway } from '@portal/domain/ledger/dispute';
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
  };
}

/** A dispute as the staff console shows it, with its student. */
export function disputeView(
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
          }
        : null,
    openedAt: row.openedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
