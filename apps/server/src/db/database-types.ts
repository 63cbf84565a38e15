// The database's types, apart from the code that opens it, so that what wraps the database
// (retry-transactions.ts) and what opens it (database.ts) both import them without importing each
// other.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Queries take either the database or an open transaction. */
export type Executor = Database | Transaction;
