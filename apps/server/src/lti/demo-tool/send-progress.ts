import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { outcomeRequestXml } from '../basic-outcomes-xml';
import {
  AGS_SCOPE,
  CLIENT_ASSERTION_TYPE,
  ITEMS_COMPLETED_EXTENSION,
  SCORE_MEDIA_TYPE,
} from '../lti13-claims';
import { LTI_PATHS } from '../lti-paths';
import { ltiFetch } from '../localhost-fetch';
import { bodyHash, oauthHeader, signOAuth1 } from '../oauth1-signature';
import type { SigningKey } from '../signing-keys';
import type { LearnerSession } from './demo-tool-sessions';

/** The learner's grade: the mean of the scores of the modules completed so far. */
export function sessionGrade(session: LearnerSession): number {
  const scores = Object.values(session.scores);
  return scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
}

/**
 * Sends the learner's progress and grade to the portal the way a real tool does: LTI 1.3 through
 * an AGS score after a client-credentials token (private_key_jwt), LTI 1.1 through a signed
 * Basic Outcomes replaceResult. True when the portal accepted it.
 */
export async function sendProgress(options: {
  session: LearnerSession;
  toolKey: SigningKey;
  clientId: string;
  consumerSecret: string;
  now: Date;
}): Promise<boolean> {
  const { session, now } = options;
  const completed = Object.keys(session.scores).length;
  const grade = sessionGrade(session);
  if (session.version === '1.3') {
    const tokenUrl = new URL(LTI_PATHS.token, session.issuer).toString();
    const iat = Math.floor(now.getTime() / 1000);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: options.toolKey.kid })
      .setIssuer(options.clientId)
      .setSubject(options.clientId)
      .setAudience(tokenUrl)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(options.toolKey.privateKey);
    const tokenResponse = await ltiFetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: assertion,
        scope: `${AGS_SCOPE.score} ${AGS_SCOPE.result}`,
      }).toString(),
    });
    if (!tokenResponse.ok) return false;
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const scored = await ltiFetch(`${session.lineItem}/scores`, {
      method: 'POST',
      headers: { 'Content-Type': SCORE_MEDIA_TYPE, Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        userId: session.subject,
        scoreGiven: Math.round(grade),
        scoreMaximum: 100,
        activityProgress: completed > 0 ? 'InProgress' : 'Started',
        gradingProgress: 'FullyGraded',
        timestamp: now.toISOString(),
        [ITEMS_COMPLETED_EXTENSION]: completed,
      }),
    });
    return scored.status === 204 || scored.ok;
  }
  const body = outcomeRequestXml({
    operation: 'replaceResult',
    messageIdentifier: randomUUID(),
    sourcedId: session.sourcedid!,
    score: Math.round(grade) / 100,
    resultText: String(completed),
  });
  const signed = signOAuth1({
    method: 'POST',
    url: session.outcomeUrl!,
    params: { oauth_body_hash: bodyHash(body) },
    consumerKey: session.consumerKey!,
    consumerSecret: options.consumerSecret,
    now,
  });
  const response = await ltiFetch(session.outcomeUrl!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml', Authorization: oauthHeader(signed) },
    body,
  });
  return (
    response.ok && (await response.text()).includes('<imsx_codeMajor>success</imsx_codeMajor>')
  );
}
