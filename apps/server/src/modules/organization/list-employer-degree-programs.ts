import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';

/** The degree programs an employer's staff may enrol in: an employer tenant offers only these. */
export async function listEmployerDegreePrograms(db: Executor, employerId: number) {
  const rows = await organizationQueries.degreeProgramsOfEmployer(db, employerId);
  return rows.map(({ program }) => program);
}
