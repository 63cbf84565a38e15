import type {
  PriorCreditDecisionBody,
  RegistrarDecision,
} from '@portal/domain/staff/registrar-queues';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { denyPriorCredit, grantPriorCredit } from '../transcripts/decide-prior-credit';
import { lockPriorCreditRequest } from '../transcripts/find-waiting-requests';
import { requireRegistrarTenant } from './registrar-scope';

/**
 * POST /staff-api/registrar/prior-credit/{id}/decision (docs/staff-console.md "The registrar's
 * queues"): grants a pending request with the sandbox reviewer's own grant (the course credited,
 * its event and mail), or denies it with the registrar's message, and writes the audit entry, in
 * one transaction. The row is locked first: a request decided already is ALREADY_DECIDED.
 */
export async function decidePriorCreditRequest(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
  id: number;
  body: PriorCreditDecisionBody;
}): Promise<RegistrarDecision> {
  const { db, clock, tenants, member, id, body } = options;
  return db.transaction(async (tx) => {
    const request = await lockPriorCreditRequest(tx, id);
    if (!request) throw new AppError('NOT_FOUND');
    requireRegistrarTenant(tenants, member.scope, request.tenantId);
    if (request.status !== 'PENDING') throw new AppError('ALREADY_DECIDED');
    const at = clock.now();
    const message = body.message || null;
    const decided =
      body.decision === 'GRANT'
        ? await grantPriorCredit(tx, { tenants, id, at, message })
        : await denyPriorCredit(tx, { tenants, id, at, message: message ?? '' });
    if (!decided) throw new AppError('ALREADY_DECIDED');
    await recordAudit(tx, {
      at,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action:
        body.decision === 'GRANT'
          ? 'registrar.prior_credit_granted'
          : 'registrar.prior_credit_denied',
      subjectKind: 'prior_credit_request',
      subjectId: String(id),
      tenantId: request.tenantId,
      before: { status: request.status, studentId: request.userId, productId: request.productId },
      after: { status: decided.status, studentId: decided.userId, productId: decided.productId },
      reason: message,
    });
    return { status: decided.status, decidedAt: at.toISOString() };
  });
}
