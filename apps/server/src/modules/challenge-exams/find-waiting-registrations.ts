import type { Executor } from '../../db/database';
import { examRegistrationQueries } from '../../ledger-records/exam-registration-queries';

/**
 * Pending challenge-exam registrations, the longest waiting first, with the exam's name: the
 * registrar's queue (docs/staff-console.md "The registrar's queues").
 */
export function findWaitingRegistrations(
  db: Executor,
  filter: {
    tenantIds: readonly string[];
    waitedSince: Date | null;
    limit: number;
    offset: number;
  },
) {
  if (filter.tenantIds.length === 0) return Promise.resolve([]);
  return examRegistrationQueries.queue(db, filter);
}

/** A registration locked for the caller's transaction, so two registrars decide in turn. */
export const lockRegistration = (tx: Executor, orderId: string) =>
  examRegistrationQueries.lockByOrder(tx, orderId);
