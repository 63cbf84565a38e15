import { and, asc, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * A page of one of the registrar's queues (docs/staff-console.md "The registrar's queues"): what
 * waits in these tenants since `waitedSince` or earlier (null: any time), `limit` rows from
 * `offset`.
 */
export interface WaitingFilter {
  tenantIds: readonly string[];
  waitedSince: Date | null;
  limit: number;
  offset: number;
}

/**
 * The queues' one shape of a page: the rows that wait (`waiting`, the condition of the queue's
 * partial index) in the filter's tenants and long enough, the longest waiting first (`since`,
 * then `id`: the index's order, so paging stays on it).
 */
export function waitingPage<T extends PgSelect>(
  query: T,
  filter: WaitingFilter,
  columns: { waiting: SQL | undefined; tenantId: PgColumn; since: PgColumn; id: PgColumn },
) {
  return query
    .where(
      and(
        columns.waiting,
        inArray(columns.tenantId, [...filter.tenantIds]),
        filter.waitedSince ? lte(columns.since, filter.waitedSince) : undefined,
      ),
    )
    .orderBy(asc(columns.since), asc(columns.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
