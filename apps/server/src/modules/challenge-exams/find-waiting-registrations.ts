import type { Executor } from '../../db/database';
import type { WaitingFilter } from '../../db/waiting-page';
import { examRegistrationQueries } from '../../ledger-records/exam-registration-queries';

/**
 * Pending challenge-exam registrations, the longest waiting first, with the exam's name: the
 * registrar's queue (docs/staff-console.md "The registrar's queues").
 */
export const findWaitingRegistrations = (db: Executor, filter: WaitingFilter) =>
  examRegistrationQueries.queue(db, filter);

/** A registration locked for the caller's transaction, so two registrars decide in turn. */
export const lockRegistration = (tx: Executor, orderId: string) =>
  examRegistrationQueries.lockByOrder(tx, orderId);
