import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { serverSecrets } from './secret-tables';

/**
 * A secret generated once per installation and kept in the database, so every instance on the same
 * database shares it and restarts keep it; it is never in the repository or the logs. The first
 * instance to store it wins; the others read what it stored.
 */
export async function storedSecret(
  db: Database,
  name: string,
  generate: () => string | Promise<string>,
): Promise<string> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value;
  await db
    .insert(serverSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return row.value;
}
