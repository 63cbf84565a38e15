import type { Database } from '../../db/database';
import { examRegistrationQueries } from '../../ledger-records/exam-registration-queries';
import { announceOrder } from '../orders/ledger-events';
import { sandboxProctoringAnswer } from './sandbox-proctoring';

const BATCH = 100;

/**
 * Registers paid challenge exams with the proctoring service: every registration still
 * REGISTRATION_PENDING becomes REGISTERED, or REGISTRATION_FAILED when the service refuses the
 * candidate. Each batch is claimed with SKIP LOCKED, so two instances never register one exam
 * twice, and each move commits with its orderEntity update (the order with its registration).
 */
export async function registerChallengeExams(options: { db: Database; now: () => Date }) {
  const { db, now } = options;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const pending = await examRegistrationQueries.claimPending(tx, BATCH);
      const at = now();
      for (const { registration, email } of pending) {
        const owner = { tenantId: registration.tenantId, userId: registration.userId };
        await examRegistrationQueries.move(tx, registration.orderId, {
          from: 'REGISTRATION_PENDING',
          to: sandboxProctoringAnswer({ email }),
          now: at,
        });
        await announceOrder(tx, owner, registration.orderId, null, at);
      }
      return pending.length;
    });
    if (moved < BATCH) return;
  }
}
