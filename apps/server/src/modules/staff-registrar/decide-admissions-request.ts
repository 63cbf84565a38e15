import type {
  AdmissionsDecisionBody,
  RegistrarDecision,
} from '@portal/domain/staff/registrar-queues';
import { decideAdmissions } from '../transcripts/decide-admissions';
import { lockAdmissionsRequest } from '../transcripts/find-waiting-requests';
import { decideAsRegistrar, type RegistrarContext } from './registrar-decision';

/**
 * POST /staff-api/registrar/admissions/{id}/decision (docs/staff-console.md "The registrar's
 * queues"): admits a student whose admissions review waits (ADMITTED), or declines them with the
 * registrar's message (DECLINED); the student's checklist reloads and a mail tells them.
 */
export function decideAdmissionsRequest(
  options: RegistrarContext & { id: number; body: AdmissionsDecisionBody },
): Promise<RegistrarDecision> {
  const { tenants, id, body } = options;
  const message = body.message || null;
  const admit = body.decision === 'ADMIT';
  return decideAsRegistrar(options, {
    lock: (tx) => lockAdmissionsRequest(tx, id),
    waits: (request) => request.status === 'REQUESTED',
    move: (tx, _request, at) =>
      decideAdmissions(tx, {
        tenants,
        id,
        at,
        decision: admit
          ? { status: 'ADMITTED', message }
          : { status: 'DECLINED', message: message ?? '' },
      }),
    action: admit ? 'registrar.admission_admitted' : 'registrar.admission_declined',
    subjectKind: 'admissions_request',
    subjectId: String(id),
    reason: message,
  });
}
