import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { ThrottlePolicy } from '../auth/login-throttle-policy';
import type { FactorSecretCipher } from './factor-secret-cipher';
import type { StaffTokens } from './staff-tokens';

/** What the staff console's use cases need, built once in app.ts. */
export interface StaffContext {
  db: Database;
  clock: Clock;
  tokens: StaffTokens;
  factorSecrets: FactorSecretCipher;
  /** A session ends after this long without a call. */
  idleTimeoutSeconds: number;
  /** The students' throttle policy, applied to the password and to the second factor alike. */
  loginThrottle: ThrottlePolicy;
}
