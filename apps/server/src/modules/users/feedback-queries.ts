import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { userFeedbacks } from './user-tables';

interface Owner {
  tenantId: string;
  userId: string;
}

export const feedbackQueries = {
  insert: (db: Executor, owner: Owner, feedback: { rating: number; message: string; now: Date }) =>
    db.insert(userFeedbacks).values({
      ...owner,
      rating: feedback.rating,
      message: feedback.message,
      createdAt: feedback.now,
    }),

  /** The user's feedback, newest first (the profile's `feedbacks`). */
  listOwn: (db: Executor, owner: Owner) =>
    db
      .select({
        id: userFeedbacks.id,
        rating: userFeedbacks.rating,
        message: userFeedbacks.message,
        createdAt: userFeedbacks.createdAt,
      })
      .from(userFeedbacks)
      .where(
        and(eq(userFeedbacks.tenantId, owner.tenantId), eq(userFeedbacks.userId, owner.userId)),
      )
      .orderBy(desc(userFeedbacks.createdAt), desc(userFeedbacks.id)),
};
