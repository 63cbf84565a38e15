import type {
  ExamRegistrationDecisionBody,
  RegistrarDecision,
} from '@portal/domain/staff/registrar-queues';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { decideExamRegistration } from '../challenge-exams/decide-exam-registration';
import { lockRegistration } from '../challenge-exams/find-waiting-registrations';
import type { SignedInStaff } from '../staff-auth/require-staff';
import { requireRegistrarTenant } from './registrar-scope';

/**
 * POST /staff-api/registrar/exam-registrations/{orderId}/decision (docs/staff-console.md "The
 * registrar's queues"): confirms a pending registration (REGISTERED) or refuses it
 * (REGISTRATION_FAILED) with the proctoring job's own move and order update, the registrar's
 * message on the registration, and the audit entry, in one transaction. The row is locked
 * first: a registration answered already is ALREADY_DECIDED.
 */
export async function decideExamRegistrationRequest(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
  orderId: string;
  body: ExamRegistrationDecisionBody;
}): Promise<RegistrarDecision> {
  const { db, clock, tenants, member, orderId, body } = options;
  return db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, orderId);
    if (!registration) throw new AppError('NOT_FOUND');
    requireRegistrarTenant(tenants, member.scope, registration.tenantId);
    if (registration.status !== 'REGISTRATION_PENDING') throw new AppError('ALREADY_DECIDED');
    const at = clock.now();
    const message = body.message || null;
    const decided = await decideExamRegistration(tx, {
      owner: { tenantId: registration.tenantId, userId: registration.userId },
      orderId,
      to: body.decision === 'CONFIRM' ? 'REGISTERED' : 'REGISTRATION_FAILED',
      at,
      message,
    });
    if (!decided) throw new AppError('ALREADY_DECIDED');
    await recordAudit(tx, {
      at,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action:
        body.decision === 'CONFIRM'
          ? 'registrar.exam_registration_confirmed'
          : 'registrar.exam_registration_refused',
      subjectKind: 'exam_registration',
      subjectId: orderId,
      tenantId: registration.tenantId,
      before: { status: registration.status, studentId: registration.userId },
      after: { status: decided.status, studentId: decided.userId },
      reason: message,
    });
    return { status: decided.status, decidedAt: at.toISOString() };
  });
}
