import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';

/** An employer of the organisation data by id, or undefined. */
export const findEmployer = (db: Executor, id: number) => organizationQueries.employer(db, id);
