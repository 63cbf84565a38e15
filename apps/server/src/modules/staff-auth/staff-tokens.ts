// The staff console's tokens. They are signed with a key derived from the student tokens' secret
// under its own label, and carry their own type and audience, so a student token is refused on every
// staff route and a staff token on every student route (docs/staff-console.md "Sessions"). The
// view-as token (docs/staff-console.md "Seeing the portal as the student") has a type and audience
// of its own too: neither a staff route nor the student token check takes it.
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';

const ALGORITHM = 'HS256';
const ISSUER = 'student-portal';
const AUDIENCE = 'staff-console';
const ACCESS_TYPE = 'staff-at+jwt';
const PENDING_TYPE = 'staff-pending+jwt';
/** What the student API's token check looks for to tell a view-as token from a student's. */
export const VIEW_AS_TYPE = 'view-as+jwt';
const VIEW_AS_AUDIENCE = 'student-view-as';

/** Who sees whom: the member, the staff session that asked, the student and this view's id. */
export interface ViewAsClaims {
  staffId: string;
  sessionId: string;
  studentId: string;
  tenantId: string;
  viewId: string;
}

export interface StaffTokenClaims {
  staffId: string;
  /** The session for an access token; absent on a pending (second factor) token. */
  sessionId?: string;
}

export interface StaffTokens {
  accessTtlSeconds: number;
  signAccess(claims: { staffId: string; sessionId: string }): Promise<string>;
  /** `signInId` names the sign-in the token belongs to: the second step spends it once. */
  signPending(claims: { staffId: string; signInId: string }): Promise<string>;
  /** Throws AppError TOKEN_EXPIRED or INVALID_TOKEN. */
  verifyAccess(token: string): Promise<{ staffId: string; sessionId: string }>;
  /** Throws AppError SESSION_EXPIRED (start again with the password) or INVALID_TOKEN. */
  verifyPending(token: string): Promise<{ staffId: string; signInId: string }>;
  signViewAs(claims: ViewAsClaims, ttlSeconds: number): Promise<string>;
  /** The signature, type, audience and expiry only; throws AppError TOKEN_EXPIRED or INVALID_TOKEN. */
  verifyViewAs(token: string): Promise<ViewAsClaims>;
}

export function createStaffTokens(options: {
  signingSecret: string;
  accessTtlSeconds: number;
  pendingTtlSeconds: number;
  clock: Clock;
}): StaffTokens {
  const key = createHmac('sha256', options.signingSecret).update('staff-console-tokens').digest();
  const { clock } = options;
  const epochSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const sign = (
    type: string,
    staffId: string,
    ttl: number,
    extra: Record<string, string>,
    audience = AUDIENCE,
  ) =>
    new SignJWT(extra)
      .setProtectedHeader({ alg: ALGORITHM, typ: type })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(staffId)
      .setIssuedAt(epochSeconds())
      .setExpirationTime(epochSeconds() + ttl)
      .sign(key);

  const verify = async (token: string, type: string, required: string[], audience = AUDIENCE) => {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: type,
      issuer: ISSUER,
      audience,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', ...required],
    });
    return payload;
  };

  return {
    accessTtlSeconds: options.accessTtlSeconds,
    signAccess: ({ staffId, sessionId }) =>
      sign(ACCESS_TYPE, staffId, options.accessTtlSeconds, { sid: sessionId }),
    signPending: ({ staffId, signInId }) =>
      sign(PENDING_TYPE, staffId, options.pendingTtlSeconds, { jti: signInId }),

    async verifyAccess(token) {
      try {
        const payload = await verify(token, ACCESS_TYPE, ['sid']);
        return { staffId: String(payload.sub), sessionId: String(payload.sid) };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('INVALID_TOKEN');
      }
    },

    async verifyPending(token) {
      try {
        const payload = await verify(token, PENDING_TYPE, ['jti']);
        return { staffId: String(payload.sub), signInId: String(payload.jti) };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('SESSION_EXPIRED');
        throw new AppError('INVALID_TOKEN');
      }
    },

    signViewAs: ({ staffId, sessionId, studentId, tenantId, viewId }, ttlSeconds) =>
      sign(
        VIEW_AS_TYPE,
        staffId,
        ttlSeconds,
        { sid: sessionId, stu: studentId, tid: tenantId, jti: viewId },
        VIEW_AS_AUDIENCE,
      ),

    async verifyViewAs(token) {
      try {
        const payload = await verify(
          token,
          VIEW_AS_TYPE,
          ['sid', 'stu', 'tid', 'jti'],
          VIEW_AS_AUDIENCE,
        );
        return {
          staffId: String(payload.sub),
          sessionId: String(payload.sid),
          studentId: String(payload.stu),
          tenantId: String(payload.tid),
          viewId: String(payload.jti),
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('INVALID_TOKEN');
      }
    },
  };
}
