import type { Executor } from '../../db/database';
import { catalogQueries } from './catalog-queries';

/** The payment plan a degree program is sold on, if it has one: what the ledger prices orders by. */
export function findProgramPlan(db: Executor, degreeProgramId: number) {
  return catalogQueries.planOfProgram(db, degreeProgramId);
}
