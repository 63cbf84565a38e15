import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { MESSAGE_WINDOW_SECONDS, type LtiPlatform } from '../../lti/lti-platform';
import { ITEMS_COMPLETED_EXTENSION } from '../../lti/lti13-claims';
import { useOnce } from '../../lti/nonce-store';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { recordCourseGrade } from './record-course-grade';

/** An AGS 2.0 score, with our optional completed-module count (lti13-claims.ts). */
export const agsScoreSchema = z.looseObject({
  userId: z.uuid(),
  scoreGiven: z.number().min(0),
  scoreMaximum: z.number().positive(),
  activityProgress: z.enum(['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed']),
  gradingProgress: z.enum(['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady']),
  timestamp: z.iso.datetime({ offset: true }),
  comment: z.string().max(2000).optional(),
  [ITEMS_COMPLETED_EXTENSION]: z.number().int().min(0).optional(),
});
export type AgsScore = z.infer<typeof agsScoreSchema>;

/**
 * POST {lineitem}/scores: a tool's score for a learner of one course. Refused and logged, changing
 * nothing: a learner not enrolled in the line item's course (another student's course), a course
 * of another provider than the token's tool, a timestamp outside the window, a score sent twice.
 */
export async function receiveAgsScore(options: {
  platform: LtiPlatform;
  tenantId: string;
  clientId: string;
  productId: number;
  score: AgsScore;
  log: (reason: string) => void;
}): Promise<void> {
  const { platform, tenantId, clientId, productId, score, log } = options;
  const row = await courseworkQueries.findForUserByProduct(
    platform.db,
    tenantId,
    score.userId,
    productId,
  );
  if (!row) {
    log('score for a course the learner is not enrolled in');
    throw new AppError('NOT_FOUND');
  }
  if (platform.providerByClientId(clientId)?.name !== row.product.provider) {
    log('score from a tool that does not provide this course');
    throw new AppError('ACCESS_DENIED');
  }
  const now = platform.clock.now();
  const sent = new Date(score.timestamp);
  if (Math.abs(now.getTime() - sent.getTime()) > MESSAGE_WINDOW_SECONDS * 1000) {
    log('score timestamp outside the window');
    throw new AppError('BAD_REQUEST');
  }
  const fresh = await useOnce(platform.db, {
    scope: 'ags-score',
    value: `${clientId}:${productId}:${score.userId}:${sent.toISOString()}`,
    expiresAt: new Date(sent.getTime() + MESSAGE_WINDOW_SECONDS * 1000),
    now,
  });
  if (!fresh) {
    log('score sent before (replay)');
    throw new AppError('BAD_REQUEST');
  }
  // Only a graded score moves the grade; a Pending one still counts as activity and progress.
  const gradePercent =
    score.gradingProgress === 'FullyGraded'
      ? (score.scoreGiven / score.scoreMaximum) * 100
      : (row.enrollment.gradePercent ?? 0);
  await recordCourseGrade({
    db: platform.db,
    row,
    gradePercent,
    completedItems: score[ITEMS_COMPLETED_EXTENSION],
    now,
  });
}

/** GET {lineitem}/results: what the portal holds for the line item's learners (AGS result container). */
export async function readAgsResults(options: {
  platform: LtiPlatform;
  tenantId: string;
  productId: number;
  lineItemUrl: string;
  userId: string;
}) {
  const { platform, tenantId, productId, lineItemUrl, userId } = options;
  const row = await courseworkQueries.findForUserByProduct(
    platform.db,
    tenantId,
    userId,
    productId,
  );
  if (!row || row.enrollment.gradePercent === null) return [];
  return [
    {
      id: `${lineItemUrl}/results/${userId}`,
      scoreOf: lineItemUrl,
      userId,
      resultScore: row.enrollment.gradePercent,
      resultMaximum: 100,
    },
  ];
}
