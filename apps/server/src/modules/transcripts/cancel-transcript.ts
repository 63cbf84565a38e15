import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { outboxQueries } from '../../live/outbox-queries';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { transcriptQueries } from './transcript-queries';
import { transcriptView } from './transcript-views';

/**
 * DELETE /coursework-api/transcripts/{id}: the student withdraws a request the registrar has not
 * sent yet. Another student's request is not found; one already sent cannot be withdrawn
 * (ILLEGAL_ARGUMENT), and withdrawing twice changes nothing.
 */
export async function cancelTranscript(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  requestId: number;
  now: () => Date;
}): Promise<TranscriptRequest> {
  const { db, tenant, userId } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  return db.transaction(async (tx) => {
    const row = await transcriptQueries.findForUser(tx, tenant.id, userId, options.requestId, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'CANCELLED') return transcriptView(row);
    if (row.status !== 'REQUESTED') throw new AppError('ILLEGAL_ARGUMENT');
    const at = options.now();
    const moved = await transcriptQueries.move(tx, row.id, {
      from: 'REQUESTED',
      to: 'CANCELLED',
      at,
      nextMoveAt: null,
    });
    await outboxQueries.write(tx, {
      ...owner,
      subject: 'transcriptEntity',
      payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' },
      now: at,
    });
    return transcriptView(moved ?? row);
  });
}
