import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort, SortDirection } from '@portal/domain/staff/list-sort';

/**
 * A column heading of a console list that sorts it on the server (docs/staff-console.md "Sorting
 * the lists"): a button inside the `th`, which carries `aria-sort` for the column the list is
 * sorted by. Pressing it writes `sort` and `dir` to the address (a new history entry, so back
 * and reload restore the order): the other way round for the sorted column, else `firstDir`.
 * The list's page (or keyset cursor) is dropped, so a new order starts on its first page.
 */
export function SortableHeader<Column extends string>({
  column,
  current,
  firstDir = 'asc',
  resetParams = ['page'],
  children,
}: {
  column: Column;
  /** The list's order now: the address's, or the list's default where it names none. */
  current: ListSort<Column>;
  /** The direction a first press sorts in (a date column may read best newest first). */
  firstDir?: SortDirection;
  /** The address's parameters that belong to one place in the order, dropped on a new order. */
  resetParams?: readonly string[];
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const active = current.sort === column;
  const nextDir: SortDirection = active ? (current.dir === 'asc' ? 'desc' : 'asc') : firstDir;
  const sortBy = () => {
    const next = new URLSearchParams(params);
    for (const name of resetParams) next.delete(name);
    next.set('sort', column);
    next.set('dir', nextDir);
    setParams(next);
  };
  return (
    <th
      scope="col"
      aria-sort={active ? (current.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="staff-sort" onClick={sortBy}>
        {children}
      </button>
    </th>
  );
}

/**
 * A list's order as the address holds it: `current` for the headings (the list's default where
 * the address names none or names one the list does not have), and `params`, the address's own
 * `sort` and `dir` to send as they are, so the server judges them and refuses a bad one by name.
 */
export function useListSort<Column extends string>(
  columns: readonly Column[],
  defaults: ListSort<Column>,
): { current: ListSort<Column>; params: Record<string, string> } {
  const [search] = useSearchParams();
  const sort = search.get('sort') ?? '';
  const dir = search.get('dir') ?? '';
  const params: Record<string, string> = {};
  if (sort) params.sort = sort;
  if (dir) params.dir = dir;
  return {
    current: {
      sort: (columns as readonly string[]).includes(sort) ? (sort as Column) : defaults.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
    },
    params,
  };
}
