import type { PlanDetails } from '@portal/domain/enrollment/enrollment-api';
import { planCharge } from '@portal/domain/ledger/plan-charge';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogQueries } from '../catalog/catalog-queries';
import { planView } from '../catalog/catalog-views';
import { organizationQueries } from '../organization/organization-queries';
import { promotionView } from '../organization/organization-views';
import { ledgerQueries, type Owner } from './ledger-queries';

/** GET /ledger-api/payment/plan/details: the plan of the user's order and what it costs today. */
export async function getPlanDetails(options: {
  db: Database;
  owner: Owner;
  promoCode?: string;
}): Promise<PlanDetails> {
  const { db, owner, promoCode } = options;
  const order = await ledgerQueries.enrollmentOrder(db, owner);
  const plan = order && (await catalogQueries.planOfProgram(db, order.degreeProgramId ?? 0));
  const promotion = promoCode ? await organizationQueries.promotion(db, promoCode) : undefined;
  if (!order || !plan || (promoCode && !promotion)) throw new AppError('NOT_FOUND');
  const terms = promotion ? promotionView(promotion) : null;
  const charge = planCharge(plan.priceCents, terms);
  return {
    orderId: order.id,
    plan: planView(plan),
    promotion: terms,
    chargedToday: charge.chargedTodayCents,
    pricePerPeriod: charge.pricePerPeriodCents,
  };
}
