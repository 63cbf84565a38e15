import type { Executor } from '../../db/database';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';

/** The user's enrolment order, if they have placed one (its program decides their courses). */
export function findEnrollmentOrder(db: Executor, owner: Owner) {
  return orderQueries.enrollmentOrder(db, owner);
}
