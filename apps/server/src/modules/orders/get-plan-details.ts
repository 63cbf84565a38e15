import type { PlanDetails } from '@portal/domain/enrollment/plans-and-promotions';
import { planCharge } from '@portal/domain/ledger/plan-charge';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { getProgramPlan } from '../catalog/find-program-plan';
import { findPromotion } from '../organization/find-promotion';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';

/**
 * GET /ledger-api/payment/plan/details: the plan of the user's order and what it costs today. The
 * plan is priced as the order copied it when placed (docs/catalog-editing.md "Orders keep their
 * price"), which is what paying it charges.
 */
export async function getPlanDetails(options: {
  db: Database;
  owner: Owner;
  promoCode?: string;
}): Promise<PlanDetails> {
  const { db, owner, promoCode } = options;
  const order = await orderQueries.enrollmentOrder(db, owner);
  const plan = order && (await getProgramPlan(db, order.degreeProgramId ?? 0));
  const promotion = promoCode ? await findPromotion(db, promoCode) : undefined;
  if (!order || !plan || (promoCode && !promotion)) throw new AppError('NOT_FOUND');
  const items = await orderQueries.items(db, order.id);
  const price =
    items.length > 0 ? items.reduce((sum, item) => sum + item.priceCents, 0) : plan.price;
  const terms = promotion ?? null;
  const charge = planCharge(price, terms);
  return {
    orderId: order.id,
    plan: { ...plan, price },
    promotion: terms,
    chargedToday: charge.chargedTodayCents,
    pricePerPeriod: charge.pricePerPeriodCents,
  };
}
