import type { Executor } from '../../db/database';
import type { WaitingFilter } from '../../db/waiting-page';
import { admissionsQueries } from './admissions-queries';
import { priorCreditQueries } from './prior-credit-queries';
import { transcriptQueries } from './transcript-queries';

// What the registrar's queues read of this module (docs/staff-console.md "The registrar's
// queues"): the requests that wait for a decision, and one request locked for a decision.

/**
 * Transcript requests at one step, the longest waiting first; with `institutionIds`, only those
 * sent to these institutions (what a partner school receives).
 */
export const findWaitingTranscripts = (
  db: Executor,
  filter: WaitingFilter & {
    step: 'REQUESTED' | 'SENT' | 'RECEIVED';
    institutionIds?: readonly number[];
  },
) => transcriptQueries.queue(db, filter);

/** Pending prior-credit requests with their course, the longest waiting first. */
export const findWaitingPriorCredit = (db: Executor, filter: WaitingFilter) =>
  priorCreditQueries.queue(db, filter);

/** Admissions reviews asked for and not decided, the longest waiting first. */
export const findWaitingAdmissions = (db: Executor, filter: WaitingFilter) =>
  admissionsQueries.queue(db, filter);

/** A transcript request locked for the caller's transaction, so two registrars decide in turn. */
export const lockTranscriptRequest = (tx: Executor, id: number) =>
  transcriptQueries.lockById(tx, id);

/** A prior-credit request locked for the caller's transaction. */
export const lockPriorCreditRequest = (tx: Executor, id: number) =>
  priorCreditQueries.lockById(tx, id);

/** An admissions request locked for the caller's transaction. */
export const lockAdmissionsRequest = (tx: Executor, id: number) =>
  admissionsQueries.lockById(tx, id);
