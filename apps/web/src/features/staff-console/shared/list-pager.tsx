import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Previous page" and "Next page" under a console list paged by number, each a link to the list's
 * address for that page (so back, forward and reload show it); nothing when there is one page.
 */
export function ListPager({
  label,
  page,
  hasMore,
  pageHref,
}: {
  /** Names the navigation landmark ("Pages of results"). */
  label: string;
  page: number;
  hasMore: boolean;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation('staff');
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="staff-pager">
      {page > 1 ? <Link to={pageHref(page - 1)}>{t('search.previous')}</Link> : null}{' '}
      {hasMore ? <Link to={pageHref(page + 1)}>{t('search.next')}</Link> : null}
    </nav>
  );
}

/**
 * A list's table takes the focus when another page of it arrives: paging keeps the address path,
 * so no navigation moves the focus, and the table's caption says which page it is.
 */
export function useFocusOnNewPage(page: number) {
  const table = useRef<HTMLTableElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    table.current?.focus();
  }, [page]);
  return table;
}
