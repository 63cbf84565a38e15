import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serverSecrets } from '../../db/schema';

const NAME = 'access-token-signing-key';

/**
 * AUTH_SECRET when configured; otherwise a key generated once and kept in the database, so every
 * instance on the same database signs and verifies with the same key and restarts keep sessions.
 */
export async function resolveSigningSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('The signing key could not be stored');
  return row.value;
}
