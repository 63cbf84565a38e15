import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { storedSecret } from '../../db/stored-secret';

/**
 * AUTH_SECRET when configured; otherwise a key generated once and kept in the database, so every
 * instance on the same database signs and verifies with the same key and restarts keep sessions.
 */
export async function resolveSigningSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  return storedSecret(db, 'access-token-signing-key', () => randomBytes(32).toString('base64url'));
}
