import type { Promotion } from '@portal/domain/enrollment/plans-and-promotions';
import { planCharge } from '@portal/domain/ledger/plan-charge';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findPromotion } from '../organization/find-promotion';
import type { OrderRow } from '../../ledger-records/order-queries';

/** A promotion's terms as a payment keeps them (payment-tables.ts `promotion`). */
type PromotionTerms = Omit<Promotion, 'code'>;

/**
 * What paying the order charges today, and the promotion's terms it is charged under: an
 * enrolment's plan price as the order copied it when it was placed (a price published since
 * leaves it, docs/catalog-editing.md "Orders keep their price"), after the promotion; an exam's
 * price. Read with the order locked and unpaid, so its total is still the price it was placed at,
 * and the amount recorded on the attempt is the total of the order being paid.
 */
export async function chargeDueToday(
  db: Executor,
  order: OrderRow,
  promoCode: string | undefined,
): Promise<{ amountCents: number; promotion: PromotionTerms | null }> {
  // A challenge exam costs its price, fixed on the order; promotions are for enrolment plans.
  if (order.kind === 'CHALLENGE_EXAM') {
    if (promoCode) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'promoCode', code: 'NOT_FOUND' }],
      });
    }
    return { amountCents: order.totalCents, promotion: null };
  }
  const found = promoCode ? await findPromotion(db, promoCode) : undefined;
  if (promoCode && !found) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'promoCode', code: 'NOT_FOUND' }],
    });
  }
  const promotion = found
    ? { kind: found.kind, percentOff: found.percentOff, deferredDays: found.deferredDays }
    : null;
  return {
    amountCents: planCharge(order.totalCents, promotion).chargedTodayCents,
    promotion,
  };
}
