import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AccessTokens } from './access-token';

/** What the auth use cases need, built once in app.ts. */
export interface AuthContext {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  refreshTokenTtlSeconds: number;
  /** Per-account throttle: this many failures inside the window refuse further attempts. */
  accountLockout: { maxFailures: number; windowSeconds: number };
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
  scope: string;
}
