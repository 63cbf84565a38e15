import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { LtiPlatform } from '../../lti/lti-platform';
import { absoluteUrl } from '../../lti/lti-providers';
import { LTI_PATHS } from '../../lti/lti-paths';
import { AGS_SCOPE, CLAIM, COURSE_OFFERING, LEARNER_ROLE } from '../../lti/lti13-claims';
import { useOnce } from '../../lti/nonce-store';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { LAUNCH_HINT_AUDIENCE, type LaunchHint } from './launch-course';

/** The OIDC authentication request a tool sends the browser to (LTI 1.3 Core §5.1.1.2). */
export const authenticationRequestSchema = z.object({
  scope: z.literal('openid'),
  response_type: z.literal('id_token'),
  response_mode: z.literal('form_post'),
  prompt: z.literal('none'),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  login_hint: z.string().min(1).max(200),
  lti_message_hint: z.string().min(1).max(4000),
  state: z.string().min(1).max(2000),
  nonce: z.string().min(1).max(200),
});
export type AuthenticationRequest = z.infer<typeof authenticationRequestSchema>;

const ID_TOKEN_SECONDS = 300;

/**
 * GET or POST /coursework-api/lti/authorize: checks the tool's authentication request against the
 * single-use launch hint we gave the browser (same tenant, same student, unexpired, not used
 * before, the provider's client id and registered redirect URI), then signs the id_token the
 * browser posts to the tool. Anything off is refused with INVALID_TOKEN and logged.
 */
export async function issueLaunchToken(options: {
  platform: LtiPlatform;
  tenantId: string;
  origin: string;
  request: AuthenticationRequest;
  log: (reason: string) => void;
}): Promise<{ redirectUri: string; idToken: string; state: string }> {
  const { platform, tenantId, origin, request, log } = options;
  const refuse = (reason: string): never => {
    log(reason);
    throw new AppError('INVALID_TOKEN');
  };
  const hint = await jwtVerify<LaunchHint>(
    request.lti_message_hint,
    createLocalJWKSet({ keys: [platform.key.publicJwk] }),
    {
      issuer: origin,
      audience: LAUNCH_HINT_AUDIENCE,
      currentDate: platform.clock.now(),
      algorithms: ['RS256'],
    },
  ).catch(() => refuse('launch hint does not verify'));
  const { payload } = hint;
  if (payload.tid !== tenantId || payload.uid !== request.login_hint)
    refuse('launch hint names another learner');
  const row = await courseworkQueries.findForUser(platform.db, tenantId, payload.uid, payload.cid);
  if (!row) return refuse('launch hint names no course of the learner');
  const provider = platform.provider(row.product.provider);
  if (provider?.version !== '1.3') return refuse('the course provider does not speak LTI 1.3');
  if (provider.clientId !== request.client_id)
    refuse('client id does not match the course provider');
  const redirectUri = absoluteUrl(provider.launchUrl, origin);
  if (request.redirect_uri !== redirectUri) refuse('redirect URI not registered');
  const now = platform.clock.now();
  const fresh = await useOnce(platform.db, {
    scope: 'launch-hint',
    value: String(payload.jti),
    expiresAt: new Date((payload.exp ?? 0) * 1000),
    now,
  });
  if (!fresh) refuse('launch hint used before');

  const learner = await courseworkQueries.learner(platform.db, tenantId, payload.uid);
  const iat = Math.floor(now.getTime() / 1000);
  const idToken = await new SignJWT({
    nonce: request.nonce,
    azp: provider.clientId,
    given_name: learner?.firstName,
    family_name: learner?.lastName,
    [CLAIM.messageType]: 'LtiResourceLinkRequest',
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: provider.deploymentId,
    [CLAIM.targetLinkUri]: redirectUri,
    [CLAIM.resourceLink]: { id: `course-${row.product.id}`, title: row.product.name },
    [CLAIM.roles]: [LEARNER_ROLE],
    [CLAIM.context]: {
      id: String(row.product.id),
      label: row.product.code,
      title: row.product.name,
      type: [COURSE_OFFERING],
    },
    [CLAIM.launchPresentation]: { return_url: absoluteUrl(LTI_PATHS.dashboard, origin) },
    [CLAIM.custom]: {
      link_kind: payload.kind,
      ...(payload.mod ? { module_id_number: payload.mod } : {}),
    },
    [CLAIM.agsEndpoint]: {
      scope: [AGS_SCOPE.score, AGS_SCOPE.result],
      lineitem: absoluteUrl(LTI_PATHS.lineItem(row.product.id), origin),
    },
  })
    .setProtectedHeader({ alg: 'RS256', kid: platform.key.kid, typ: 'JWT' })
    .setIssuer(origin)
    .setSubject(payload.uid)
    .setAudience(provider.clientId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_SECONDS)
    .sign(platform.key.privateKey);
  return { redirectUri, idToken, state: request.state };
}
