import type { Membership, Order } from '@portal/domain/enrollment/order';

/** What the `ledger` storage slice holds. */
export interface LedgerSlice {
  /** The enrollment-plan order (get-order.ts names it `DegreeProgramOrder`). */
  order?: Order | null;
  membership?: Membership | null;
}
