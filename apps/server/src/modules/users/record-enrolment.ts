// What enrolment records on the user (SPEC §3 User.degreeProgram, User.accessCode), inside the
// ledger's transaction that places or pays the order.
import type { Executor } from '../../db/database';
import { userQueries } from './user-queries';

interface Owner {
  tenantId: string;
  userId: string;
}

/** The degree program the user's enrolment order is for. */
export function recordDegreeProgram(db: Executor, owner: Owner, degreeProgramId: number) {
  return userQueries.setDegreeProgram(db, owner, degreeProgramId);
}

/** The prepaid access code that paid the user's enrolment. */
export function recordAccessCode(db: Executor, owner: Owner, accessCode: string) {
  return userQueries.setAccessCode(db, owner, accessCode);
}
