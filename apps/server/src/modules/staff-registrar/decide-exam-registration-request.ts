import type {
  ExamRegistrationDecisionBody,
  RegistrarDecision,
} from '@portal/domain/staff/registrar-queues';
import { decideExamRegistration } from '../challenge-exams/decide-exam-registration';
import { lockRegistration } from '../challenge-exams/find-waiting-registrations';
import { decideAsRegistrar, type RegistrarContext } from './registrar-decision';

/**
 * POST /staff-api/registrar/exam-registrations/{orderId}/decision (docs/staff-console.md "The
 * registrar's queues"): confirms a pending registration (REGISTERED) or refuses it
 * (REGISTRATION_FAILED) with the proctoring job's own move and order update, and the registrar's
 * message on the registration.
 */
export function decideExamRegistrationRequest(
  options: RegistrarContext & { orderId: string; body: ExamRegistrationDecisionBody },
): Promise<RegistrarDecision> {
  const { orderId, body } = options;
  const message = body.message || null;
  const confirm = body.decision === 'CONFIRM';
  return decideAsRegistrar(options, {
    lock: (tx) => lockRegistration(tx, orderId),
    waits: (registration) => registration.status === 'REGISTRATION_PENDING',
    move: (tx, registration, at) =>
      decideExamRegistration(tx, {
        owner: { tenantId: registration.tenantId, userId: registration.userId },
        orderId,
        to: confirm ? 'REGISTERED' : 'REGISTRATION_FAILED',
        at,
        message,
      }),
    action: confirm
      ? 'registrar.exam_registration_confirmed'
      : 'registrar.exam_registration_refused',
    subjectKind: 'exam_registration',
    subjectId: orderId,
    reason: message,
  });
}
