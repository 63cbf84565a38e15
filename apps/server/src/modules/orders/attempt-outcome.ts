import type { Order } from '@portal/domain/enrollment/order';
import { isErrorCode } from '@portal/domain/errors/error-code';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isOpen, isPaid } from '../../ledger-records/attempt-status';
import { loadOrderView } from '../../ledger-records/ledger-views';
import type { Owner } from '../../ledger-records/owner';
import type { AttemptRow } from '../../ledger-records/payment-attempt-queries';

/**
 * What an attempt's request answers: the paid order, or the attempt's error. `settledOrder`: the
 * order as the transaction that settled the attempt announced it, when the caller has it.
 */
export async function outcomeOf(
  db: Executor,
  owner: Owner,
  attempt: AttemptRow,
  settledOrder?: Order,
): Promise<Order> {
  if (isPaid(attempt.status)) {
    return settledOrder ?? (await loadOrderView(db, owner, attempt.orderId))!;
  }
  if (!isOpen(attempt.status)) {
    throw new AppError(
      attempt.errorCode && isErrorCode(attempt.errorCode) ? attempt.errorCode : 'PAYMENT_ERROR',
    );
  }
  throw new AppError(attempt.status === 'UNKNOWN' ? 'PAYMENT_TIMEOUT' : 'ORDER_IN_PAYMENT_PENDING');
}
