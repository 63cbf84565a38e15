// Spans for the database's work (docs/operations.md "Traces"), made where every statement passes:
// the driver's client under Drizzle and the job queue alike, PGlite's or the PostgreSQL pool's.
// A span holds the statement's text as sent, with its `$1` placeholders: the values travel apart
// and are never recorded, so no password, token or card number reaches a span.
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Attributes } from '@opentelemetry/api';
import { inChildSpan, tracing } from '../tracing/spans';
import type { Database } from './database-types';

/** What database.ts opens (its DatabaseHandle), as far as tracing needs it. */
type OpenedDatabase = { db: Database } & (
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: Pool }
);

/** Long enough for any statement the app writes; a migration's text would be cut here. */
const MAX_STATEMENT_CHARS = 4_000;

const TARGET =
  /^\s*(?:insert\s+into|update|delete\s+from|select\b[\s\S]*?\bfrom)\s+"?([a-z_][\w.]*)"?/i;

/** The span of a statement: named by its operation and table, as OpenTelemetry's conventions do. */
function statementSpan(text: string): { name: string; attributes: Attributes } {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const table = TARGET.exec(text)?.[1];
  return {
    name: table ? `${operation} ${table}` : operation,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      ...(table ? { 'db.collection.name': table } : {}),
      'db.query.text':
        text.length > MAX_STATEMENT_CHARS ? `${text.slice(0, MAX_STATEMENT_CHARS)}…` : text,
    },
  };
}

/**
 * Wraps a client's query function. Only calls that answer a promise are traced: node-postgres's
 * pool passes a callback to the connection it lends, and the pool's own call is traced already.
 */
function traced<F>(query: F, owner: object): F {
  const tracedQuery = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    const call = () => (query as (...a: unknown[]) => Promise<unknown>).apply(owner, args);
    if (!tracing() || typeof text !== 'string' || args.some((arg) => typeof arg === 'function')) {
      return call();
    }
    const { name, attributes } = statementSpan(text);
    return inChildSpan(name, attributes, call);
  };
  return tracedQuery as unknown as F;
}

function tracePGlite(client: PGlite): void {
  const traceTransaction = (tx: PGliteTransaction) => {
    tx.query = traced(tx.query, tx);
    tx.exec = traced(tx.exec, tx);
    return tx;
  };
  client.query = traced(client.query, client);
  client.exec = traced(client.exec, client);
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => transaction((tx) => work(traceTransaction(tx)));
}

function tracePool(pool: Pool): void {
  pool.query = traced(pool.query, pool);
  pool.on('connect', (client: PoolClient) => {
    client.query = traced(client.query, client);
  });
}

/**
 * Makes every statement of the database, and every `db.transaction(...)`, a span under the
 * current one (a request, a job, a delivery) when traces are exported; the statements of a
 * transaction are the transaction span's children, and so is whatever it writes to the outbox
 * (live/outbox-queries.ts keeps that span for the relay to link to).
 */
export function traceDatabase<H extends OpenedDatabase>(handle: H): H {
  if (handle.kind === 'pglite') tracePGlite(handle.client);
  else tracePool(handle.client);
  const { db } = handle;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    inChildSpan('transaction', { 'db.system.name': 'postgresql' }, () =>
      transaction(work, config),
    )) as typeof db.transaction;
  return handle;
}
