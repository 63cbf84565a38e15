import type { RegistrarDecision, TranscriptMoveBody } from '@portal/domain/staff/registrar-queues';
import { lockTranscriptRequest } from '../transcripts/find-waiting-requests';
import { moveTranscriptRequest } from '../transcripts/move-transcript';
import { decideAsRegistrar, type RegistrarContext } from './registrar-decision';

/**
 * POST /staff-api/registrar/transcripts/{id}/move (docs/staff-console.md "The registrar's
 * queues"): moves a request one step, from the step the registrar saw, with the sandbox
 * exchange's own move (event and mail); `reason` is a note for the audit log.
 */
export function moveTranscriptAsRegistrar(
  options: RegistrarContext & { id: number; body: TranscriptMoveBody },
): Promise<RegistrarDecision> {
  const { tenants, id, body } = options;
  return decideAsRegistrar(options, {
    lock: (tx) => lockTranscriptRequest(tx, id),
    waits: (request) => request.status === body.from,
    // The registrar makes every move on this tenant: none is expected of the sandbox.
    move: (tx, _request, at) =>
      moveTranscriptRequest(tx, { tenants, id, from: body.from, at, nextMoveAt: () => null }),
    action: 'registrar.transcript_moved',
    subjectKind: 'transcript_request',
    subjectId: String(id),
    reason: body.reason || null,
  });
}
