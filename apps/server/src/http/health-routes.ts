import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { healthSchema } from '@portal/domain/operations/health';
import type { Database } from '../db/database';
import { latestMigrationMillis } from '../db/migrate';
import { queryRows } from '../db/query-rows';

// Answers read by probes and operators, never by the web app: they live with the server.
const livenessSchema = z.object({ status: z.literal('ok') });
/** Why this instance should not be sent traffic, in a word naming no host, address or setting. */
const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'database-unavailable', 'migrations-pending']),
});
type Readiness = z.infer<typeof readinessSchema>;

/** Long enough for a busy database, short enough that a probe is not left waiting on a dead one. */
export const READINESS_QUERY_TIMEOUT_MS = 1_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The probes (docs/operations.md), open to anyone as /healthz always was, and answering only a
 * word: `/livez` says the process answers (restart it if not), `/readyz` whether to send it
 * traffic (the database answers within a second, every committed migration is applied, and the
 * server is not draining). `/healthz` stays as it was for the scripts and benchmarks that wait on it.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: Database; isDraining: () => boolean; queryTimeoutMs?: number },
): void {
  const { db } = deps;
  const expectedMigration = latestMigrationMillis();
  const operations = { tags: ['operations'] };

  async function readiness(): Promise<Readiness['status']> {
    if (deps.isDraining()) return 'draining';
    let latest: unknown;
    try {
      // Drizzle's own record of applied migrations: one indexed row read, the trivial query.
      const rows = await within(
        queryRows<{ latest: unknown }>(
          db,
          sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
        ),
        deps.queryTimeoutMs ?? READINESS_QUERY_TIMEOUT_MS,
      );
      latest = rows[0]?.latest;
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: the database did not answer');
      return 'database-unavailable';
    }
    return Number(latest ?? 0) >= expectedMigration ? 'ready' : 'migrations-pending';
  }

  app.get(
    '/healthz',
    {
      schema: {
        ...operations,
        summary: 'Answers once the database does',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/livez',
    {
      schema: {
        ...operations,
        summary: 'Answers while the process does; asks nothing of the database',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        ...operations,
        summary: 'Whether to send this instance traffic: 200 ready, 503 and the reason otherwise',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const status = await readiness();
      return reply.status(status === 'ready' ? 200 : 503).send({ status });
    },
  );
}
