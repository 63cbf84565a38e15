import { lt } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { ltiNonces } from './lti-tables';

/**
 * Records a single-use value (an OAuth nonce, a launch hint's jti, a client assertion's jti);
 * false when it was seen before, which is a replay. Expired values are dropped on the way: past
 * their expiry the timestamp or `exp` check refuses the message before the nonce is looked at.
 */
export async function useOnce(
  db: Executor,
  entry: { scope: string; value: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await db.delete(ltiNonces).where(lt(ltiNonces.expiresAt, entry.now));
  const inserted = await db
    .insert(ltiNonces)
    .values({ scope: entry.scope, value: entry.value, expiresAt: entry.expiresAt })
    .onConflictDoNothing()
    .returning({ value: ltiNonces.value });
  return inserted.length === 1;
}
