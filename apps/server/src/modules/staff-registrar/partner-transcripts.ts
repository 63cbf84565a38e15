import type {
  PartnerTranscriptMoveBody,
  PartnerTranscriptPage,
  PartnerTranscriptQuery,
} from '@portal/domain/staff/partner-learners';
import type { RegistrarDecision } from '@portal/domain/staff/registrar-queues';
import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import { findPartnerInstitutions } from '../organization/find-partner-institutions';
import { findWaitingTranscripts } from '../transcripts/find-waiting-requests';
import { readQueue } from './list-registrar-queue';
import { moveTranscriptStep } from './move-transcript-request';
import type { RegistrarContext } from './registrar-decision';
import { transcriptQueueItemView } from './registrar-views';

// A partner school receives the transcripts its own learners send it (docs/staff-console.md
// "Partner schools"): it marks each received, then posted, with the registrar's own move.

/**
 * What a partner school reaches: the requests of the member's tenants sent to the institution of
 * a school whose site is one of them. A learner of another tenant never shows here, even one
 * writing to the school: the school sees its own learners only.
 */
async function partnerReach(context: RegistrarContext) {
  const { scope } = context.member;
  const tenantIds =
    scope.kind === 'all_tenants' ? context.tenants.all().map((t) => t.config.id) : scope.tenantIds;
  const institutionIds = await findPartnerInstitutions(
    context.db,
    scope.kind === 'all_tenants' ? null : scope.tenantIds,
  );
  return { tenantIds, institutionIds };
}

/**
 * GET /staff-api/partner/transcripts: the requests sent to the school waiting at `step` (SENT:
 * to mark received; RECEIVED: to mark posted), read and audited as a registrar's queue is
 * (`partner.transcripts_listed`).
 */
export async function listPartnerTranscripts(
  options: RegistrarContext & { query: PartnerTranscriptQuery },
): Promise<PartnerTranscriptPage> {
  const { query, tenants } = options;
  const reach = await partnerReach(options);
  return readQueue(
    options,
    query,
    {
      name: 'transcripts',
      find: (tx, filter) =>
        findWaitingTranscripts(tx, {
          ...filter,
          step: query.step,
          institutionIds: reach.institutionIds,
        }),
      studentId: (row) => row.userId,
      view: (contacts, row) => transcriptQueueItemView(tenants, contacts, row),
    },
    {
      // No school: nothing reaches them.
      tenantIds: reach.institutionIds.length === 0 ? [] : reach.tenantIds,
      action: 'partner.transcripts_listed',
      subjectKind: 'partner_queue',
    },
  );
}

/**
 * POST /staff-api/partner/transcripts/{id}/move: the school marks a request received (from SENT)
 * or posted (from RECEIVED), with the registrar's move (the lock, the event, the student's mail,
 * ALREADY_DECIDED when someone moved it first), audited as `partner.transcript_moved`. A request
 * the member does not reach is NOT_FOUND.
 */
export async function movePartnerTranscript(
  options: RegistrarContext & { id: number; body: PartnerTranscriptMoveBody },
): Promise<RegistrarDecision> {
  const { scope } = options.member;
  const { institutionIds } = await partnerReach(options);
  return moveTranscriptStep(options, {
    action: 'partner.transcript_moved',
    inReach: (request) =>
      scopeCoversTenant(scope, request.tenantId) &&
      request.institutionId !== null &&
      institutionIds.includes(request.institutionId),
  });
}
