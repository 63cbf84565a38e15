import type { Executor } from '../../db/database';
import { catalogQueries } from './catalog-queries';
import { planView } from './catalog-views';

/** The payment plan a degree program is sold on, if it has one: what the ledger prices orders by. */
export function findProgramPlan(db: Executor, degreeProgramId: number) {
  return catalogQueries.planOfProgram(db, degreeProgramId);
}

/** The same plan as the API shows it (the domain's Plan, its price in cents). */
export async function getProgramPlan(db: Executor, degreeProgramId: number) {
  const row = await findProgramPlan(db, degreeProgramId);
  return row && planView(row);
}
