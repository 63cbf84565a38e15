import type { UserProfile } from '@portal/domain/user/user-profile';
import type { Executor } from '../../db/database';
import { outboxQueries } from '../../live/outbox-queries';
import { getUserProfile } from './user-profile';

/**
 * Writes the user as GET /user-api/users now shows them, in the transaction that changed them:
 * the client replaces its stored user (docs/product/states-and-transitions.md "A live user update replaces the stored user").
 * Answers that user, which is also what the request that changed them answers.
 */
export async function announceUser(
  tx: Executor,
  owner: { tenantId: string; userId: string },
  now: Date,
): Promise<UserProfile> {
  const user = await getUserProfile({ db: tx, ...owner });
  await outboxQueries.write(tx, { ...owner, subject: 'userEntity', payload: { user }, now });
  return user;
}
