import type {
  PriorCreditDecisionBody,
  RegistrarDecision,
} from '@portal/domain/staff/registrar-queues';
import { denyPriorCredit, grantPriorCredit } from '../transcripts/decide-prior-credit';
import { lockPriorCreditRequest } from '../transcripts/find-waiting-requests';
import { decideAsRegistrar, type RegistrarContext } from './registrar-decision';

/**
 * POST /staff-api/registrar/prior-credit/{id}/decision (docs/staff-console.md "The registrar's
 * queues"): grants a pending request with the sandbox reviewer's own grant (the course credited,
 * its event and mail), or denies it with the registrar's message.
 */
export function decidePriorCreditRequest(
  options: RegistrarContext & { id: number; body: PriorCreditDecisionBody },
): Promise<RegistrarDecision> {
  const { tenants, id, body } = options;
  const message = body.message || null;
  const grant = body.decision === 'GRANT';
  return decideAsRegistrar(options, {
    lock: (tx) => lockPriorCreditRequest(tx, id),
    waits: (request) => request.status === 'PENDING',
    move: (tx, _request, at) =>
      grant
        ? grantPriorCredit(tx, { tenants, id, at, message })
        : denyPriorCredit(tx, { tenants, id, at, message: message ?? '' }),
    action: grant ? 'registrar.prior_credit_granted' : 'registrar.prior_credit_denied',
    subjectKind: 'prior_credit_request',
    subjectId: String(id),
    reason: message,
    facts: (request) => ({ productId: request.productId }),
  });
}
