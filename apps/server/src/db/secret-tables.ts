// Tables of db (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Server-wide secrets shared by every instance (the token signing key when AUTH_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
