import type { FastifyInstance } from 'fastify';
import type { JobDefinition, JobRunner } from './job-runner';

/**
 * Starts the runner with the app's jobs; closing the app stops it first, while the database is
 * still open, so running jobs finish or go back to the queue.
 */
export async function runJobs(
  app: FastifyInstance,
  runner: JobRunner,
  jobs: JobDefinition[],
): Promise<void> {
  for (const job of jobs) runner.define(job);
  await runner.start(app.log);
  app.addHook('onClose', () => runner.stop());
}
