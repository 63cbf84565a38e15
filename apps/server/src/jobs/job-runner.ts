/** What a job does, and when it runs on its own. */
export interface JobDefinition<T extends object = object> {
  /** The queue's name; letters, digits, dashes. */
  name: string;
  /**
   * A cron expression (five fields, or six with seconds first), read in UTC against the injected
   * clock: the slot is queued once, by whichever instance sees it first.
   */
  cron?: string;
  /** Tries after the first failure, spaced by a growing delay (in seconds) before the job fails. */
  retry?: { limit: number; delaySeconds: number };
  /** Takes its time from the clock it was built with, never from `Date.now()`. */
  handler(data: T): Promise<void>;
}

/** Where the runner reports failed jobs and its own errors (the app's logger). */
export interface JobLog {
  error(details: object, message: string): void;
}

/** A job as the runner keeps it, for tests and operators. */
export interface JobRecord {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** The error of the last failed try (message and stack), or null. */
  output: unknown;
}

/**
 * The job runner on the database (docs/architecture.md, decision 9, docs/decisions/0008-jobs.md).
 * Several server instances may run one over the same database: a job is taken by one of them.
 */
export interface JobRunner {
  /** Registers a job; every job is defined before `start`. */
  define<T extends object>(job: JobDefinition<T>): void;
  /** Creates the queues, starts the workers and the schedule timer. */
  start(log: JobLog): Promise<void>;
  /**
   * Queues a job. With a business key, at most one job of that name and key is kept: a second
   * send (from any instance) is dropped and answers null.
   */
  send(name: string, data: object, options?: { key?: string }): Promise<string | null>;
  /**
   * Queues each schedule's latest slot that the clock has reached (if it is at most a minute old).
   * A timer calls it; a test calls it after moving the clock.
   */
  tick(): Promise<void>;
  job(name: string, id: string): Promise<JobRecord | null>;
  /**
   * Stops taking jobs and lets running ones finish; jobs still running when the grace period ends
   * are failed, so they are retried later by any instance.
   */
  stop(): Promise<void>;
}
