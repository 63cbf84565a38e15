import type { ExamRegistrationStatus } from '@portal/domain/coursework/exam-registration-status';
import type { Executor } from '../../db/database';
import {
  examRegistrationQueries,
  type ExamRegistrationRow,
} from '../../ledger-records/exam-registration-queries';
import type { Owner } from '../../ledger-records/owner';
import { announceOrder } from '../orders/ledger-events';

/**
 * Answers a pending challenge-exam registration (docs/challenge-exams.md): REGISTERED or
 * REGISTRATION_FAILED, with the order's orderEntity update, in the caller's transaction. The one
 * move the sandbox proctoring job and the registrar both make. Undefined when the registration
 * was no longer pending (another mover came first): then nothing is written.
 */
export async function decideExamRegistration(
  tx: Executor,
  options: {
    owner: Owner;
    orderId: string;
    to: Extract<ExamRegistrationStatus, 'REGISTERED' | 'REGISTRATION_FAILED'>;
    at: Date;
    /** The registrar's words to the student; none from the sandbox. */
    message?: string | null;
  },
): Promise<ExamRegistrationRow | undefined> {
  const { owner, orderId, at } = options;
  const row = await examRegistrationQueries.move(tx, orderId, {
    from: 'REGISTRATION_PENDING',
    to: options.to,
    now: at,
    message: options.message ?? null,
  });
  if (!row) return undefined;
  await announceOrder(tx, owner, orderId, null, at);
  return row;
}
