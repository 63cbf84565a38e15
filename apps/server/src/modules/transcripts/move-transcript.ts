import {
  nextTranscriptStatus,
  type TranscriptStatus,
} from '@portal/domain/coursework/transcript-request';
import type { Executor } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { transcriptQueries, type TranscriptRow } from './transcript-queries';
import { queueCourseworkNotice } from './transcript-notices';

/**
 * Moves a transcript request one step along from `from` (docs/transcripts.md), with its
 * transcriptEntity event and the student's mail, in the caller's transaction. The one move the
 * sandbox exchange and the registrar both make. Undefined when the request is no longer at
 * `from` (another mover came first) or has no next step: then nothing is written.
 */
export async function moveTranscriptRequest(
  tx: Executor,
  options: {
    tenants: TenantRegistry;
    id: number;
    from: TranscriptStatus;
    at: Date;
    /** When the sandbox makes the move after this one; null when none is expected of it. */
    nextMoveAt: (to: TranscriptStatus) => Date | null;
  },
): Promise<TranscriptRow | undefined> {
  const { from, at } = options;
  const to = nextTranscriptStatus(from);
  if (!to || to === 'REQUESTED' || to === 'CANCELLED') return undefined;
  const row = await transcriptQueries.move(tx, options.id, {
    from,
    to,
    at,
    nextMoveAt: nextTranscriptStatus(to) ? options.nextMoveAt(to) : null,
  });
  if (!row) return undefined;
  const owner = { tenantId: row.tenantId, userId: row.userId };
  await outboxQueries.write(tx, {
    ...owner,
    subject: 'transcriptEntity',
    payload: { event: 'TRANSCRIPT_HISTORY_UPDATED' },
    now: at,
  });
  await queueCourseworkNotice(tx, {
    tenants: options.tenants,
    ...owner,
    notice: {
      kind: 'transcript',
      status: to,
      recipientName: row.recipientName,
      courseNames: row.courses.map((c) => c.courseName),
    },
    at,
  });
  return row;
}
