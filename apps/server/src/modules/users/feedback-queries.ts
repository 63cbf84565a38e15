import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { ownedByReader, preparedOwnerRead } from '../../db/prepared-read';
import { userFeedbacks } from './user-tables';

interface Owner {
  tenantId: string;
  userId: string;
}

/** Part of the profile, read on every signed-in page: prepared (docs/performance.md). */
const listOwn = preparedOwnerRead('feedback_list_own', (db, name) =>
  db
    .select({
      id: userFeedbacks.id,
      rating: userFeedbacks.rating,
      message: userFeedbacks.message,
      createdAt: userFeedbacks.createdAt,
    })
    .from(userFeedbacks)
    .where(ownedByReader(userFeedbacks))
    .orderBy(desc(userFeedbacks.createdAt), desc(userFeedbacks.id))
    .prepare(name),
);

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
    listOwn(db, { tenantId: owner.tenantId, userId: owner.userId }),
};
