import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { ThrottlePolicy } from '../auth/login-throttle-policy';
import type { FactorSecretCipher } from './factor-secret-cipher';
import type { StaffTokens } from './staff-tokens';

/** What the staff console's use cases need, built once in app.ts. */
export interface StaffContext {
  db: Database;
  clock: Clock;
  /** For the links in the staff's mail (siteUrl). */
  tenants: TenantRegistry;
  tokens: StaffTokens;
  factorSecrets: FactorSecretCipher;
  /** A session ends after this long without a call. */
  idleTimeoutSeconds: number;
  /** The students' throttle policy, applied to the password and to the second factor alike. */
  loginThrottle: ThrottlePolicy;
}
