import type { DegreeProgramOrder } from './get-order';
import type { Membership } from './get-membership';

/** What the `ledger` storage slice holds. */
export interface LedgerSlice {
  order?: DegreeProgramOrder | null;
  membership?: Membership | null;
}
