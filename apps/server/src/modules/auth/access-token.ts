// Short-lived signed access tokens (docs/architecture.md, decision 6). The algorithm is pinned on both
// sides (ASVS 9.1.2), the type is checked so a different kind of JWT cannot stand in for one, and
// the tenant is the audience so a token of tenant A is refused on tenant B (ASVS 8.4.1, 9.2.3).
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';

const ALGORITHM = 'HS256';
/** Tokens verified lately, kept so that a client's every call does not check the HMAC again. */
const VERIFIED_CAPACITY = 10_000;
const TOKEN_TYPE = 'at+jwt';
const ISSUER = 'student-portal';

export interface AccessTokenClaims {
  tenantId: string;
  userId: string;
  sessionId: string;
  scope: string;
}

/** What a verified access token says, with when it stops being valid. */
export type VerifiedAccessToken = AccessTokenClaims & { expiresAt: Date };

export interface AccessTokens {
  ttlSeconds: number;
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Throws AppError TOKEN_EXPIRED or INVALID_TOKEN. */
  verify(token: string, tenantId: string): Promise<VerifiedAccessToken>;
}

export function createAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  const { clock, ttlSeconds } = options;
  const epochSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const verified = new LRUCache<string, VerifiedAccessToken>({ max: VERIFIED_CAPACITY });

  async function verifySignature(token: string, tenantId: string): Promise<VerifiedAccessToken> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        typ: TOKEN_TYPE,
        issuer: ISSUER,
        audience: tenantId,
        currentDate: clock.now(),
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      return {
        tenantId,
        userId: String(payload.sub),
        sessionId: String(payload.sid),
        scope: String(payload.scope ?? ''),
        expiresAt: new Date(payload.exp! * 1000),
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      throw new AppError('INVALID_TOKEN');
    }
  }

  return {
    ttlSeconds,
    sign: ({ tenantId, userId, sessionId, scope }) =>
      new SignJWT({ sid: sessionId, scope })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setIssuer(ISSUER)
        .setAudience(tenantId)
        .setSubject(userId)
        .setIssuedAt(epochSeconds())
        .setExpirationTime(epochSeconds() + ttlSeconds)
        .sign(key),

    // A token's claims never change, so once its signature and claims are checked only its expiry
    // (jose's rule: expired from the second `exp` names) and its tenant remain to check.
    async verify(token, tenantId) {
      const known = verified.get(token);
      if (known && known.tenantId === tenantId) {
        if (epochSeconds() * 1000 >= known.expiresAt.getTime()) throw new AppError('TOKEN_EXPIRED');
        return known;
      }
      const claims = await verifySignature(token, tenantId);
      verified.set(token, claims);
      return claims;
    },
  };
}
