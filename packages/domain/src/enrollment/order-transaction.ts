import { z } from 'zod';
import { approvalStatusSchema } from '../coursework/approval-status';
import { paymentInformationSchema } from './order';

// One payment attempt of an order as docs/product/api-calls.md's call GET /ledger-api/orders/{orderId}/transactions/
// {transactionId} answers it. Amounts are integer cents (docs/architecture.md, decision 3).

/** GET /ledger-api/orders/{id}/transactions/{transactionId} */
export const orderTransactionSchema = z.object({
  /** The payment attempt's id: what `{transactionId}` in the path names. */
  transactionId: z.uuid(),
  orderId: z.uuid(),
  /** What the attempt charged (or tried to), in cents. */
  amount: z.number().int(),
  /** docs/product/entities.md: Pending until the gateway answers, then Approved or Declined. */
  approvalStatus: approvalStatusSchema,
  /**
   * docs/product/entities.md transaction status (Payflow TRANSSTATE; a voided one is 1000 + the state) with its
   * label; null when no gateway transaction stands behind the attempt (a prepaid token, or no
   * answer yet).
   */
  transactionStatus: z.object({ code: z.number().int(), label: z.string() }).nullable(),
  /** The gateway's transaction id, once it answered (for a prepaid token, the attempt id). */
  pnref: z.string().nullable(),
  /** Payflow RESULT: 0 approved, otherwise a card response code (docs/product/error-catalogue.md); null before the answer. */
  responseCode: z.number().int().nullable(),
  paymentInformation: paymentInformationSchema,
  /** When the gateway answered, or when the attempt started if it has not. */
  date: z.string(),
});
export type OrderTransaction = z.infer<typeof orderTransactionSchema>;
