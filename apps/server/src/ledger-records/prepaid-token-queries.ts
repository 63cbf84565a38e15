import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { foldAccessCode } from '@portal/domain/enrollment/prepaid-token';
import type { Executor } from '../db/database';
import { prepaidTokens } from '../modules/payment-methods/payment-tables';

/** Prepaid tokens (access codes): each pays one order, once. */
export const prepaidTokenQueries = {
  /** The token typed in any letter case (the folded-token index answers it). */
  async prepaidToken(db: Executor, tenantId: string, token: string) {
    const [row] = await db
      .select()
      .from(prepaidTokens)
      .where(
        and(
          eq(prepaidTokens.tenantId, tenantId),
          eq(sql`upper(${prepaidTokens.token})`, foldAccessCode(token)),
        ),
      );
    return row;
  },

  /**
   * Marks an unused token used (`token` as stored, from `prepaidToken`); undefined when it was used,
   * revoked or expired meanwhile (one winner under races, a revocation included).
   */
  async useToken(
    db: Executor,
    tenantId: string,
    token: string,
    use: { userId: string; orderId: string; now: Date },
  ) {
    const [used] = await db
      .update(prepaidTokens)
      .set({ usedAt: use.now, usedByUserId: use.userId, usedForOrderId: use.orderId })
      .where(
        and(
          eq(prepaidTokens.tenantId, tenantId),
          eq(prepaidTokens.token, token),
          isNull(prepaidTokens.usedAt),
          isNull(prepaidTokens.revokedAt),
          or(isNull(prepaidTokens.expiresAt), gt(prepaidTokens.expiresAt, use.now)),
        ),
      )
      .returning();
    return used;
  },
};
