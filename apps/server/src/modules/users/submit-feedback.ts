import type { Feedback } from '@portal/domain/user/feedback';
import type { Database } from '../../db/database';
import { feedbackQueries } from './feedback-queries';
import { announceUser } from './user-events';

/** POST /user-api/users/feedback: stored with the user; the profile lists it (docs/product/entities.md feedbacks). */
export async function submitFeedback(options: {
  db: Database;
  tenantId: string;
  userId: string;
  feedback: Feedback;
  now: () => Date;
}): Promise<void> {
  const owner = { tenantId: options.tenantId, userId: options.userId };
  const now = options.now();
  await options.db.transaction(async (tx) => {
    await feedbackQueries.insert(tx, owner, { ...options.feedback, now });
    await announceUser(tx, owner, now);
  });
}
