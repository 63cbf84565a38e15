import type { Database } from '../../db/database';
import { examRegistrationQueries } from '../../ledger-records/exam-registration-queries';
import { staffReviewTenantIds } from '../../tenancy/registrar-decisions';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { decideExamRegistration } from './decide-exam-registration';
import { sandboxProctoringAnswer } from './sandbox-proctoring';

const BATCH = 100;

/**
 * Registers paid challenge exams with the proctoring service: every registration still
 * REGISTRATION_PENDING becomes REGISTERED, or REGISTRATION_FAILED when the service refuses the
 * candidate. Each batch is claimed with SKIP LOCKED, so two instances never register one exam
 * twice, and each move commits with its orderEntity update (the order with its registration).
 * Tenants whose registrar decides (docs/staff-console.md) are skipped.
 */
export async function registerChallengeExams(options: {
  db: Database;
  tenants: TenantRegistry;
  now: () => Date;
}) {
  const { db, now } = options;
  const staffReview = staffReviewTenantIds(options.tenants);
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const pending = await examRegistrationQueries.claimPending(tx, BATCH, staffReview);
      const at = now();
      for (const { registration, email } of pending) {
        await decideExamRegistration(tx, {
          owner: { tenantId: registration.tenantId, userId: registration.userId },
          orderId: registration.orderId,
          to: sandboxProctoringAnswer({ email }),
          at,
        });
      }
      return pending.length;
    });
    if (moved < BATCH) return;
  }
}
