import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { SignedInStaff } from '../staff-auth/require-staff';

/** Who reads, and from where: what every partner school's call carries. */
export interface PartnerContext {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  address: string;
}
