import type { RegistrarDecision, TranscriptMoveBody } from '@portal/domain/staff/registrar-queues';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { lockTranscriptRequest } from '../transcripts/find-waiting-requests';
import { moveTranscriptRequest } from '../transcripts/move-transcript';
import { requireRegistrarTenant } from './registrar-scope';

/**
 * POST /staff-api/registrar/transcripts/{id}/move (docs/staff-console.md "The registrar's
 * queues"): moves a request one step, from the step the registrar saw, with the sandbox
 * exchange's own move (event and mail) and an audit entry, in one transaction. The row is locked
 * first, so of two registrars at once one moves it and the other is told ALREADY_DECIDED.
 */
export async function moveTranscriptAsRegistrar(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
  id: number;
  body: TranscriptMoveBody;
}): Promise<RegistrarDecision> {
  const { db, clock, tenants, member, id, body } = options;
  return db.transaction(async (tx) => {
    const request = await lockTranscriptRequest(tx, id);
    if (!request) throw new AppError('NOT_FOUND');
    requireRegistrarTenant(tenants, member.scope, request.tenantId);
    if (request.status !== body.from) throw new AppError('ALREADY_DECIDED');
    const at = clock.now();
    // The registrar makes every move on this tenant: none is expected of the sandbox.
    const moved = await moveTranscriptRequest(tx, {
      tenants,
      id,
      from: body.from,
      at,
      nextMoveAt: () => null,
    });
    if (!moved) throw new AppError('ALREADY_DECIDED');
    await recordAudit(tx, {
      at,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'registrar.transcript_moved',
      subjectKind: 'transcript_request',
      subjectId: String(id),
      tenantId: request.tenantId,
      before: { status: request.status, studentId: request.userId },
      after: { status: moved.status, studentId: moved.userId },
      reason: body.reason || null,
    });
    return { status: moved.status, decidedAt: at.toISOString() };
  });
}
