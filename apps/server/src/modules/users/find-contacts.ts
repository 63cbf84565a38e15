import { inArray } from 'drizzle-orm';
import type { Language } from '@portal/domain/i18n/languages';
import type { Executor } from '../../db/database';
import { users } from './user-tables';

export interface Contact {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The language saved on the account, which their mail is written in (null: none chosen). */
  language: Language | null;
}

/**
 * Where to write to each of these users, for notices sent by jobs that cross tenants (billing).
 * Found by id alone: the ids come from rows that carry their tenant.
 */
export async function findContacts(db: Executor, userIds: string[]): Promise<Map<string, Contact>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}
