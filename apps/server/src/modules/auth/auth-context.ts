import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AccessTokens } from './access-token';
import type { LiveSessionCache } from './live-session-cache';
import type { ThrottlePolicy } from './login-throttle-policy';

/** What the auth use cases need, built once in app.ts. */
export interface AuthContext {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  /** The sessions known live; what ends one forgets it (live-session-cache.ts). */
  sessions: LiveSessionCache;
  refreshTokenTtlSeconds: number;
  /** How sign-in attempts are throttled per account and address (login-throttle-policy.ts). */
  loginThrottle: ThrottlePolicy;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
  scope: string;
}
