import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../database';
import { users } from '../schema';
import { DEMO_USERS } from './demo-users';
import { DEMO_TRANSCRIPT_DESTINATION } from './organisation-data';

/**
 * Gives every enrolled demo student a target institution and a transcript partner, so that
 * /account/transcripts offers both destinations (README "What is there to see"). Students who
 * already chose their own keep them.
 */
export async function seedDemoTranscriptDestinations(db: Executor): Promise<void> {
  const students = DEMO_USERS.filter((u) => u.stage === 'student').map((u) => u.email);
  await db
    .update(users)
    .set(DEMO_TRANSCRIPT_DESTINATION)
    .where(and(inArray(users.email, students), isNull(users.targetInstitutionId)));
}
