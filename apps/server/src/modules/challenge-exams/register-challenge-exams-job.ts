import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { JobDefinition } from '../../jobs/job-runner';
import { registerChallengeExams } from './register-challenge-exams';

/** Hands paid challenge exams to the proctoring service every ten seconds. */
export function registerChallengeExamsJob(options: { db: Database; clock: Clock }): JobDefinition {
  const { db, clock } = options;
  return {
    name: 'register-challenge-exams',
    cron: '*/10 * * * * *',
    retry: { limit: 2, delaySeconds: 10 },
    handler: () => registerChallengeExams({ db, now: () => clock.now() }),
  };
}
