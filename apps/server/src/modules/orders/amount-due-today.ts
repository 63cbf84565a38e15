import { planCharge } from '@portal/domain/ledger/plan-charge';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findProgramPlan } from '../catalog/find-program-plan';
import { findPromotion } from '../organization/find-promotion';
import type { OrderRow } from '../../ledger-records/order-queries';

/**
 * What paying the order charges today: an enrolment's program plan after the promotion, an
 * exam's price. Read with the order locked, so the amount recorded on the attempt is the total
 * of the order being paid.
 */
export async function amountDueToday(db: Executor, order: OrderRow, promoCode: string | undefined) {
  // A challenge exam costs its price, fixed on the order; promotions are for enrolment plans.
  if (order.kind === 'CHALLENGE_EXAM') {
    if (promoCode) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'promoCode', code: 'NOT_FOUND' }],
      });
    }
    return order.totalCents;
  }
  const plan = await findProgramPlan(db, order.degreeProgramId ?? 0);
  if (!plan) throw new AppError('NOT_FOUND');
  const promotion = promoCode ? await findPromotion(db, promoCode) : undefined;
  if (promoCode && !promotion) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'promoCode', code: 'NOT_FOUND' }],
    });
  }
  return planCharge(plan.priceCents, promotion ?? null).chargedTodayCents;
}
