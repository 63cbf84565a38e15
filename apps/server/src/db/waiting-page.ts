import { and, asc, desc, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { ListSort } from '@portal/domain/staff/list-sort';
import type { RegistrarQueueSort } from '@portal/domain/staff/registrar-queues';

/**
 * A page of one of the registrar's queues (docs/staff-console.md "The registrar's queues"): what
 * waits in these tenants since `waitedSince` or earlier (null: any time), in the asked order,
 * `limit` rows from `offset`.
 */
export interface WaitingFilter {
  tenantIds: readonly string[];
  waitedSince: Date | null;
  sort: ListSort<RegistrarQueueSort>;
  limit: number;
  offset: number;
}

/**
 * The queues' one shape of a page: the rows that wait (`waiting`, the condition of the queue's
 * partial indexes) in the filter's tenants and long enough, ordered by how long they waited
 * (`since` the other way round: the longest waiting has the earliest) or by tenant then `since`,
 * and always then by `id`, all one way: the order of one of the queue's partial indexes, walked
 * forwards or backwards, so paging stays on it and rows that tie never move between pages.
 */
export function waitingPage<T extends PgSelect>(
  query: T,
  filter: WaitingFilter,
  columns: { waiting: SQL | undefined; tenantId: PgColumn; since: PgColumn; id: PgColumn },
) {
  const byTenant = filter.sort.sort === 'tenant';
  // Waited longest first is the earliest `since` first.
  const ascending = byTenant ? filter.sort.dir === 'asc' : filter.sort.dir === 'desc';
  const direction = ascending ? asc : desc;
  const leading = byTenant ? [direction(columns.tenantId)] : [];
  return query
    .where(
      and(
        columns.waiting,
        inArray(columns.tenantId, [...filter.tenantIds]),
        filter.waitedSince ? lte(columns.since, filter.waitedSince) : undefined,
      ),
    )
    .orderBy(...leading, direction(columns.since), direction(columns.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
