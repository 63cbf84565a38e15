import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { admissionsRequests } from './transcript-tables';

type NewAdmissionsRequest = Omit<typeof admissionsRequests.$inferInsert, 'id'>;

export const admissionsQueries = {
  async findForUser(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select()
      .from(admissionsRequests)
      .where(and(eq(admissionsRequests.tenantId, tenantId), eq(admissionsRequests.userId, userId)));
    return row;
  },

  /** The student's request; a second one (a double click) inserts nothing. */
  insert: (db: Executor, row: NewAdmissionsRequest) =>
    db.insert(admissionsRequests).values(row).onConflictDoNothing(),
};
