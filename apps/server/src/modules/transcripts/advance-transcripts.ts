import { nextTranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { TranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { Database } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { transcriptQueries } from './transcript-queries';
import { queueCourseworkNotice } from './transcript-notices';

/** Moves one run makes at most; the next run takes the rest. */
const BATCH = 200;

/**
 * The sandbox transcript exchange (docs/transcripts.md): each request whose next move is due goes one step
 * along, REQUESTED -> SENT -> RECEIVED -> POSTED, `stepMs` apart. Each move, its transcriptEntity
 * event and the student's mail commit in one transaction. The row is locked with SKIP LOCKED and
 * moved only from the status it was read at, so two instances (or a retried job) make each move
 * once.
 */
export async function advanceTranscripts(context: {
  db: Database;
  tenants: TenantRegistry;
  stepMs: number;
  now: () => Date;
}): Promise<number> {
  let moves = 0;
  for (; moves < BATCH; moves++) {
    const moved = await context.db.transaction(async (tx) => {
      const at = context.now();
      const due = await transcriptQueries.lockDue(tx, at);
      if (!due) return false;
      const from = due.status as TranscriptStatus;
      const to = nextTranscriptStatus(from);
      // Never expected (a posted or cancelled request has no next move); cleared so it is not read again.
      if (!to || to === 'REQUESTED' || to === 'CANCELLED') {
        await transcriptQueries.clearNextMove(tx, due.id);
        return true;
      }
      const row = await transcriptQueries.move(tx, due.id, {
        from,
        to,
        at,
        nextMoveAt: nextTranscriptStatus(to) ? new Date(at.getTime() + context.stepMs) : null,
      });
      if (!row) return true;
      const owner = { tenantId: row.tenantId, userId: row.userId };
      await outboxQueries.write(tx, {
        ...owner,
        subject: 'transcriptEntity',
        payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' },
        now: at,
      });
      await queueCourseworkNotice(tx, {
        tenants: context.tenants,
        ...owner,
        notice: {
          kind: 'transcript',
          status: to,
          recipientName: row.recipientName,
          courseNames: row.courses.map((c) => c.courseName),
        },
        at,
      });
      return true;
    });
    if (!moved) break;
  }
  return moves;
}
