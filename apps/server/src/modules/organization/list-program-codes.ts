import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';

/** The enrolment code of every degree program: what tenant configs may list (start-up check). */
export async function listProgramCodes(db: Executor): Promise<string[]> {
  return (await organizationQueries.degreePrograms(db)).map((program) => program.enrollmentCode);
}
