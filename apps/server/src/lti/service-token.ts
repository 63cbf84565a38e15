import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, customFetch, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/app-error';
import type { LtiPlatform } from './lti-platform';
import { absoluteUrl } from './lti-providers';
import { LTI_PATHS } from './lti-paths';
import { AGS_SCOPE, CLIENT_ASSERTION_TYPE } from './lti13-claims';
import { ltiFetch } from './localhost-fetch';
import { useOnce } from './nonce-store';

const TOKEN_SECONDS = 3600;
const SERVICE_AUDIENCE = 'lti-services';

// One remote key set per tool JWKS URL: jose caches the keys and refetches on an unknown kid.
const toolKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function toolKeys(url: string) {
  let keys = toolKeySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), {
      [customFetch]: (input, init) =>
        ltiFetch(input, init as never) as unknown as Promise<Response>,
    });
    toolKeySets.set(url, keys);
  }
  return keys;
}

/**
 * POST /coursework-api/lti/token: the client-credentials grant of LTI Advantage. The tool proves
 * who it is with a JWT signed by its own key (private_key_jwt, RFC 7523), checked against the JWKS
 * its provider registered; the jti is single-use. The answer is a bearer token for the AGS scopes
 * asked for and allowed, bound to this tenant and the tool's client id.
 */
export async function issueServiceToken(options: {
  platform: LtiPlatform;
  tenantId: string;
  origin: string;
  form: Record<string, string | undefined>;
  log: (reason: string) => void;
}): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; scope: string }> {
  const { platform, tenantId, origin, form, log } = options;
  const refuse = (reason: string): never => {
    log(reason);
    throw new AppError('INVALID_TOKEN', { oauthError: 'invalid_client' });
  };
  if (
    form.grant_type !== 'client_credentials' ||
    form.client_assertion_type !== CLIENT_ASSERTION_TYPE ||
    !form.client_assertion
  ) {
    log('not a client-credentials request with a client assertion');
    throw new AppError('BAD_REQUEST', { oauthError: 'invalid_request' });
  }
  const claimed = decodeIssuer(form.client_assertion) ?? refuse('client assertion unreadable');
  const registered = platform.providerByClientId(claimed) ?? refuse('unknown client id');
  const tokenUrl = absoluteUrl(LTI_PATHS.token, origin);
  const { payload } = await jwtVerify(
    form.client_assertion,
    toolKeys(absoluteUrl(registered.provider.jwksUrl, origin)),
    {
      issuer: claimed,
      subject: claimed,
      audience: tokenUrl,
      currentDate: platform.clock.now(),
      algorithms: ['RS256'],
      requiredClaims: ['jti', 'exp'],
    },
  ).catch(() => refuse('client assertion does not verify'));
  const now = platform.clock.now();
  const fresh = await useOnce(platform.db, {
    scope: 'client-assertion',
    value: `${claimed}:${payload.jti}`,
    expiresAt: new Date(payload.exp! * 1000),
    now,
  });
  if (!fresh) refuse('client assertion used before');
  const allowed = new Set<string>(Object.values(AGS_SCOPE));
  const scope = (form.scope ?? '')
    .split(' ')
    .filter((s) => allowed.has(s))
    .join(' ');
  if (!scope) {
    log('no allowed scope asked for');
    throw new AppError('BAD_REQUEST', { oauthError: 'invalid_scope' });
  }
  const iat = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({ scope, tid: tenantId })
    .setProtectedHeader({ alg: 'RS256', kid: platform.key.kid, typ: 'at+jwt' })
    .setIssuer(origin)
    .setSubject(claimed)
    .setAudience(SERVICE_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_SECONDS)
    .sign(platform.key.privateKey);
  return { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_SECONDS, scope };
}

function decodeIssuer(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      iss?: unknown;
    };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

/** The client id a service call's bearer token was issued to, if it holds `scope` on this tenant. */
export async function verifyServiceToken(options: {
  platform: LtiPlatform;
  tenantId: string;
  authorization: string | undefined;
  scope: string;
  log: (reason: string) => void;
}): Promise<string> {
  const { platform, log } = options;
  const token = /^Bearer (\S+)$/.exec(options.authorization ?? '')?.[1];
  const refuse = (reason: string): never => {
    log(reason);
    throw new AppError('INVALID_TOKEN');
  };
  if (!token) return refuse('no bearer token');
  const { payload } = await jwtVerify<{ scope?: string; tid?: string }>(
    token,
    createLocalJWKSet({ keys: [platform.key.publicJwk] }),
    {
      audience: SERVICE_AUDIENCE,
      typ: 'at+jwt',
      currentDate: platform.clock.now(),
      algorithms: ['RS256'],
    },
  ).catch(() => refuse('service token does not verify'));
  if (payload.tid !== options.tenantId) refuse('service token of another tenant');
  if (!payload.scope?.split(' ').includes(options.scope)) {
    log('service token lacks the scope');
    throw new AppError('ACCESS_DENIED');
  }
  return payload.sub!;
}
