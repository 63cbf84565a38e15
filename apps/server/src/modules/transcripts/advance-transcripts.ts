import { nextTranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { TranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { Database } from '../../db/database';
import { staffReviewTenantIds } from '../../tenancy/registrar-decisions';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { moveTranscriptRequest } from './move-transcript';
import { transcriptQueries } from './transcript-queries';

/** Moves one run makes at most; the next run takes the rest. */
const BATCH = 200;

/**
 * The sandbox transcript exchange (docs/transcripts.md): each request whose next move is due goes one step
 * along, REQUESTED -> SENT -> RECEIVED -> POSTED, `stepMs` apart. Each move, its transcriptEntity
 * event and the student's mail commit in one transaction. The row is locked with SKIP LOCKED and
 * moved only from the status it was read at, so two instances (or a retried job) make each move
 * once. Tenants whose registrar decides (docs/staff-console.md) are skipped.
 */
export async function advanceTranscripts(context: {
  db: Database;
  tenants: TenantRegistry;
  stepMs: number;
  now: () => Date;
}): Promise<number> {
  const staffReview = staffReviewTenantIds(context.tenants);
  let moves = 0;
  for (; moves < BATCH; moves++) {
    const moved = await context.db.transaction(async (tx) => {
      const at = context.now();
      const due = await transcriptQueries.lockDue(tx, at, staffReview);
      if (!due) return false;
      const from = due.status as TranscriptStatus;
      const to = nextTranscriptStatus(from);
      // Never expected (a posted or cancelled request has no next move); cleared so it is not read again.
      if (!to || to === 'REQUESTED' || to === 'CANCELLED') {
        await transcriptQueries.clearNextMove(tx, due.id);
        return true;
      }
      await moveTranscriptRequest(tx, {
        tenants: context.tenants,
        id: due.id,
        from,
        at,
        nextMoveAt: () => new Date(at.getTime() + context.stepMs),
      });
      return true;
    });
    if (!moved) break;
  }
  return moves;
}
