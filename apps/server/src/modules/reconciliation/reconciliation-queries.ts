import { and, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { reconciliationDays, reconciliationItems } from './reconciliation-tables';

export type ReconciliationDayRow = typeof reconciliationDays.$inferSelect;
export type ReconciliationItemRow = typeof reconciliationItems.$inferSelect;

/** Items a scope sees: its tenants' (null: every item, those of no tenant too). */
const visibleTo = (tenantIds: readonly string[] | null) =>
  tenantIds === null ? undefined : inArray(reconciliationItems.tenantId, [...tenantIds]);

export const reconciliationQueries = {
  /** Takes the day for this import; null when it was imported already (by any instance). */
  async claimDay(db: Executor, day: typeof reconciliationDays.$inferInsert) {
    const [row] = await db.insert(reconciliationDays).values(day).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** The last day imported for the gateway, or null before its first import. */
  async lastImportedDay(db: Executor, gateway: string): Promise<string | null> {
    const [row] = await db
      .select({ day: max(reconciliationDays.day) })
      .from(reconciliationDays)
      .where(eq(reconciliationDays.gateway, gateway));
    return row?.day ?? null;
  },

  async insertItems(db: Executor, items: (typeof reconciliationItems.$inferInsert)[]) {
    if (items.length > 0) await db.insert(reconciliationItems).values(items);
  },

  /** The latest imported days, newest first. */
  async latestDays(db: Executor, limit: number): Promise<ReconciliationDayRow[]> {
    return db
      .select()
      .from(reconciliationDays)
      .orderBy(desc(reconciliationDays.day), reconciliationDays.gateway)
      .limit(limit);
  },

  async itemsOfDays(
    db: Executor,
    tenantIds: readonly string[] | null,
    dayIds: string[],
  ): Promise<ReconciliationItemRow[]> {
    if (dayIds.length === 0) return [];
    return db
      .select()
      .from(reconciliationItems)
      .where(and(inArray(reconciliationItems.dayId, dayIds), visibleTo(tenantIds)))
      .orderBy(reconciliationItems.kind, reconciliationItems.transactionId);
  },

  /** An item within the scope, locked for its resolution. */
  async lockItem(db: Executor, tenantIds: readonly string[] | null, id: string) {
    const [row] = await db
      .select()
      .from(reconciliationItems)
      .where(and(eq(reconciliationItems.id, id), visibleTo(tenantIds)))
      .for('update');
    return row;
  },

  async resolve(
    db: Executor,
    id: string,
    resolution: {
      resolvedAt: Date;
      resolvedBy: string;
      resolvedByEmail: string;
      resolution: string;
    },
  ): Promise<ReconciliationItemRow> {
    const [row] = await db
      .update(reconciliationItems)
      .set(resolution)
      .where(and(eq(reconciliationItems.id, id), isNull(reconciliationItems.resolvedAt)))
      .returning();
    return row!;
  },
};
