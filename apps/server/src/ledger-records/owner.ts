/** Which user's rows a ledger query may touch: every one is scoped by both. */
export interface Owner {
  tenantId: string;
  userId: string;
}
