import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  outcomeResponseXml,
  parseOutcomeRequest,
  type OutcomeRequest,
} from '../../lti/basic-outcomes-xml';
import { MESSAGE_WINDOW_SECONDS, type LtiPlatform } from '../../lti/lti-platform';
import { useOnce } from '../../lti/nonce-store';
import { bodyHash, parseOAuthHeader, verifyOAuth1 } from '../../lti/oauth1-signature';
import { readSourcedid, sourcedidHolds } from '../../lti/outcome-sourcedid';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { recordCourseGrade } from './record-course-grade';

/** The answer to a Basic Outcomes request: the POX envelope and its HTTP status. */
export interface OutcomeAnswer {
  status: number;
  xml: string;
}

/**
 * POST /coursework-api/lti/outcomes (LTI 1.1 Basic Outcomes). The body is signed through
 * oauth_body_hash in an OAuth 1.0a header; the consumer key names the provider and its secret.
 * Refused and logged, changing nothing: a bad signature or body hash, a timestamp outside the
 * window, a nonce seen before (a replay), a sourcedid we did not make for that student and course,
 * a course of another provider. replaceResult records the score (and the completed-module count
 * the demo tool puts in resultData, docs/lti.md); readResult answers the grade held.
 */
export async function receiveBasicOutcome(options: {
  platform: LtiPlatform;
  tenantId: string;
  url: string;
  authorization: string | undefined;
  body: string;
  log: (reason: string) => void;
}): Promise<OutcomeAnswer> {
  const { platform, log } = options;
  const parsed = parseOutcomeRequest(options.body);
  const answer = (
    status: number,
    success: boolean,
    description: string,
    score?: number | null,
  ) => ({
    status,
    xml: outcomeResponseXml({
      success,
      description,
      messageIdentifier: randomUUID(),
      inReplyTo: parsed?.messageIdentifier ?? '',
      operation: parsed?.operation ?? 'unknown',
      score,
    }),
  });
  const refuse = (status: number, reason: string) => {
    log(reason);
    return answer(status, false, 'The request was refused.');
  };

  const params = parseOAuthHeader(options.authorization);
  if (!params) return refuse(401, 'no OAuth header');
  const consumer = platform.providerByConsumerKey(params.oauth_consumer_key ?? '');
  if (!consumer) return refuse(401, 'unknown consumer key');
  const now = platform.clock.now();
  const failure = verifyOAuth1({
    method: 'POST',
    url: options.url,
    params,
    consumerSecret: consumer.secret,
    now,
    windowSeconds: MESSAGE_WINDOW_SECONDS,
  });
  if (failure) return refuse(401, `OAuth ${failure} check failed`);
  const expectedHash = Buffer.from(bodyHash(options.body));
  const givenHash = Buffer.from(params.oauth_body_hash ?? '');
  if (expectedHash.length !== givenHash.length || !timingSafeEqual(expectedHash, givenHash)) {
    return refuse(401, 'body hash does not match the body');
  }
  const fresh = await useOnce(platform.db, {
    scope: 'oauth1-outcome',
    value: `${params.oauth_consumer_key}:${params.oauth_nonce}`,
    expiresAt: new Date(Number(params.oauth_timestamp) * 1000 + MESSAGE_WINDOW_SECONDS * 1000),
    now,
  });
  if (!fresh) return refuse(401, 'nonce used before (replay)');
  if (!parsed) return refuse(400, 'not a Basic Outcomes request');
  return applyOutcome({
    ...options,
    request: parsed,
    provider: consumer.name,
    now,
    answer,
    refuse,
  });
}

async function applyOutcome(options: {
  platform: LtiPlatform;
  tenantId: string;
  request: OutcomeRequest;
  provider: string;
  now: Date;
  answer: (
    status: number,
    success: boolean,
    description: string,
    score?: number | null,
  ) => OutcomeAnswer;
  refuse: (status: number, reason: string) => OutcomeAnswer;
}): Promise<OutcomeAnswer> {
  const { platform, tenantId, request, answer, refuse } = options;
  const named = readSourcedid(request.sourcedId);
  if (!named || named.tenantId !== tenantId)
    return refuse(403, 'sourcedid of another tenant or unreadable');
  const row = await courseworkQueries.findInTenant(platform.db, tenantId, named.enrollmentId);
  const enrolment = row && {
    tenantId,
    enrollmentId: row.enrollment.id,
    userId: row.enrollment.userId,
  };
  if (!row || !enrolment || !sourcedidHolds(platform.sourcedidKey, request.sourcedId, enrolment)) {
    return refuse(403, 'sourcedid not bound to this student and course');
  }
  if (row.product.provider !== options.provider)
    return refuse(403, 'outcome from a tool that does not provide this course');
  switch (request.operation) {
    case 'readResult': {
      const grade = row.enrollment.gradePercent;
      return answer(200, true, 'Result read.', grade === null ? null : grade / 100);
    }
    case 'deleteResult':
      // The portal keeps the last grade a provider sent; deleting it is not offered.
      return answer(200, false, 'Deleting a result is not supported.');
    case 'replaceResult': {
      const completed = /^\d{1,4}$/.test(request.resultText ?? '')
        ? Number(request.resultText)
        : undefined;
      await recordCourseGrade({
        db: platform.db,
        row,
        gradePercent: request.score! * 100,
        completedItems: completed,
        now: options.now,
      });
      return answer(200, true, 'Score recorded.');
    }
  }
}
