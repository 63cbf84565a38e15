import { z } from 'zod';

// docs/product/states-and-transitions.md "Live connection": messages are routed by the suffix of the destination after its last
// dash; these are the suffixes.
export const LIVE_SUBJECTS = [
  'userEntity',
  'orderEntity',
  'userEnrollmentPlanEntity',
  'courseworkEntity',
  'membershipEntity',
  'transcriptEntity',
  'userSubscriptionEntity',
  'supportConversationEntity',
  'refundEntity',
  'disputeEntity',
] as const;

export type LiveSubject = (typeof LIVE_SUBJECTS)[number];

export const liveSubjectSchema = z.enum(LIVE_SUBJECTS);

/** The subject a destination such as '/user/queue/client-42-orderEntity' carries, or null. */
export function liveSubjectOf(destination: string): LiveSubject | null {
  const suffix = destination.slice(destination.lastIndexOf('-') + 1);
  const parsed = liveSubjectSchema.safeParse(suffix);
  return parsed.success ? parsed.data : null;
}
