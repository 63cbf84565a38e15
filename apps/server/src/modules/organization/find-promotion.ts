import type { Promotion } from '@portal/domain/enrollment/plans-and-promotions';
import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';
import { promotionView } from './organization-views';

/** The terms of a promotion code (any case), or undefined when there is no such code. */
export async function findPromotion(db: Executor, code: string): Promise<Promotion | undefined> {
  const promotion = await organizationQueries.promotion(db, code);
  return promotion && promotionView(promotion);
}
