import { z } from 'zod';

// The staff console's lists sort on the server by one column of a set each list states beside its
// request schema (docs/staff-console.md "Sorting the lists"). Every order ends on the row's id, so
// paging through a sort never shows a row twice or skips one when several share a value.

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's sort as the query string carries it: `sort` (a column of its set) and `dir`. */
export interface ListSort<Column extends string> {
  sort: Column;
  dir: SortDirection;
}

/**
 * The `sort` and `dir` fields of a list's request schema: a column outside `columns` is refused
 * on `sort` with its own message (a 400 naming the field), never passed to the database.
 */
export function listSortShape<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  defaults: ListSort<Columns[number]>,
) {
  return {
    sort: z.enum(columns, { error: 'validation.sortColumn' }).default(defaults.sort),
    dir: z.enum(SORT_DIRECTIONS, { error: 'validation.invalid' }).default(defaults.dir),
  };
}
