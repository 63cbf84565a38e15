import { APPROVAL_ABANDONED_AFTER_MS } from '@portal/domain/ledger/abandoned-approval';
import type { Database } from '../../db/database';
import { paymentAttemptQueries } from '../../ledger-records/payment-attempt-queries';
import { subscriptionQueries } from '../../ledger-records/subscription-queries';

/**
 * Closes payments the learner never came back to (docs/billing.md): an order's PayPal or ACH
 * token attempt, or a debt's PayPal checkout, still waiting for the payer after
 * APPROVAL_ABANDONED_AFTER_HOURS becomes CANCELLED. Nothing was charged for them; closing them
 * ends their token (a late return answers 'The payment has been cancelled.' instead of paying a
 * price fixed hours ago), and the order or debt is paid again from a new token. One statement
 * each, conditional on the status, so a capture that starts meanwhile wins or loses cleanly.
 */
export async function closeAbandonedApprovals(options: { db: Database; now: () => Date }) {
  const at = options.now();
  const before = new Date(at.getTime() - APPROVAL_ABANDONED_AFTER_MS);
  const attempts = await paymentAttemptQueries.closeAbandoned(options.db, before, at);
  const charges = await subscriptionQueries.closeAbandoned(options.db, before, at);
  return { attempts: attempts.length, charges: charges.length };
}
