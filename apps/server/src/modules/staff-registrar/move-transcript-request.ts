import type { RegistrarDecision, TranscriptMoveBody } from '@portal/domain/staff/registrar-queues';
import { lockTranscriptRequest } from '../transcripts/find-waiting-requests';
import { moveTranscriptRequest } from '../transcripts/move-transcript';
import { decideAsRegistrar, type RegistrarContext } from './registrar-decision';

type TranscriptRow = NonNullable<Awaited<ReturnType<typeof lockTranscriptRequest>>>;

/**
 * POST /staff-api/registrar/transcripts/{id}/move (docs/staff-console.md "The registrar's
 * queues"): moves a request one step, from the step the registrar saw, with the sandbox
 * exchange's own move (event and mail); `reason` is a note for the audit log.
 */
export function moveTranscriptAsRegistrar(
  options: RegistrarContext & { id: number; body: TranscriptMoveBody },
): Promise<RegistrarDecision> {
  return moveTranscriptStep(options, { action: 'registrar.transcript_moved' });
}

/**
 * The one staff move of a transcript request, for the registrar and for the receiving school
 * (docs/staff-console.md "Partner schools"): the lock, the still-at-`from` check, the exchange's
 * move with its event and mail, and the audit entry under `action`. `inReach` says which requests
 * the member reaches when it is not their registrar's queues.
 */
export function moveTranscriptStep(
  options: RegistrarContext & { id: number; body: TranscriptMoveBody },
  who: { action: string; inReach?: (request: TranscriptRow) => boolean },
): Promise<RegistrarDecision> {
  const { tenants, id, body } = options;
  return decideAsRegistrar<TranscriptRow>(options, {
    lock: (tx) => lockTranscriptRequest(tx, id),
    waits: (request) => request.status === body.from,
    // The registrar makes every move on this tenant: none is expected of the sandbox.
    move: (tx, _request, at) =>
      moveTranscriptRequest(tx, { tenants, id, from: body.from, at, nextMoveAt: () => null }),
    action: who.action,
    inReach: who.inReach,
    subjectKind: 'transcript_request',
    subjectId: String(id),
    reason: body.reason || null,
  });
}
