import type { Executor } from '../../db/database';
import { ledgerQueries, type Owner } from './ledger-queries';

/** The user's enrolment order, if they have placed one (its program decides their courses). */
export function findEnrollmentOrder(db: Executor, owner: Owner) {
  return ledgerQueries.enrollmentOrder(db, owner);
}
