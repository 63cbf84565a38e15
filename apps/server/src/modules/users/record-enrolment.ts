// What enrolment records on the user (docs/product/entities.md User.degreeProgram, User.accessCode), inside the
// ledger's transaction that places or pays the order.
import type { Address } from '@portal/domain/user/address';
import type { Executor } from '../../db/database';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

interface Owner {
  tenantId: string;
  userId: string;
}

/** The degree program the user's enrolment order is for. */
export function recordDegreeProgram(db: Executor, owner: Owner, degreeProgramId: number) {
  return userQueries.setDegreeProgram(db, owner, degreeProgramId);
}

/** The prepaid access code that paid the user's enrolment. */
export function recordAccessCode(db: Executor, owner: Owner, accessCode: string) {
  return userQueries.setAccessCode(db, owner, accessCode);
}

/**
 * The billing address an enrolment was paid with (card or bank transfer) becomes the user's
 * billing address, the one the profile step and account settings show as home, so the profile
 * step offers it instead of asking again (WCAG 2.2 3.3.7). Kept only while the user has none: a
 * later payment never overwrites the address the student gave. Only the address is kept, nothing
 * of the card or the bank account.
 */
export async function recordBillingAddress(
  db: Executor,
  owner: Owner,
  options: { address: Omit<Address, 'addressType'>; now: Date },
): Promise<void> {
  const { address } = options;
  const added = await userQueries.addAddressUnlessKept(db, owner, {
    addressType: 'billing',
    address1: address.address1,
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode,
  });
  if (added) await announceUser(db, owner, options.now);
}
