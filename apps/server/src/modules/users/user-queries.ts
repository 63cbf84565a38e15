import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { degreePrograms, userAddresses, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export const userQueries = {
  /** Undefined when the e-mail is taken in this tenant (the unique index decides, race-free). */
  async insertUser(db: Executor, user: NewUser) {
    const [created] = await db
      .insert(users)
      .values(user)
      .onConflictDoNothing({ target: [users.tenantId, users.email] })
      .returning({ id: users.id });
    return created;
  },

  async findProfile(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select({ user: users, degreeProgram: degreePrograms })
      .from(users)
      .leftJoin(degreePrograms, eq(degreePrograms.id, users.degreeProgramId))
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    if (!row) return undefined;
    const addresses = await db
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.tenantId, tenantId), eq(userAddresses.userId, userId)));
    return { ...row, addresses };
  },
};
