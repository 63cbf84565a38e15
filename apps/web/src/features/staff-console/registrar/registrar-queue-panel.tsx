import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  REGISTRAR_QUEUE_DEFAULT_ORDER,
  REGISTRAR_QUEUE_SORTS,
  type RegistrarQueue,
} from '@portal/domain/staff/registrar-queues';
import { paths } from '@/lib/paths';
import { useRegistrarQueue, type RegistrarQueuePages } from './get-registrar-queue';
import { registrarQuery, waited, type RegistrarState } from './registrar-state';
import { ListFailure, listStatus } from '../shared/list-read';
import { ListPager } from '../shared/list-pager';
import { SortableHeader, useListSort } from '../shared/sortable-header';

/** One row of a queue's page. */
export type RegistrarQueueItem<Q extends RegistrarQueue> = RegistrarQueuePages[Q]['items'][number];
type Item<Q extends RegistrarQueue> = RegistrarQueueItem<Q>;

/** What the page gives each queue's tab: the address's state, and how to link to another page. */
export interface QueueProps {
  state: RegistrarState;
  pageHref: (page: number) => string;
}

/** Tells the panel a decision was made: its words go to the panel's live region. */
export type Announce = (message: string) => void;

/**
 * One queue's page (docs/staff-console.md "The registrar's queues"): loading, a failure in the
 * catalogue's words (or an offer to try again), empty, or a table in the order chosen from its
 * headings (the longest waiting first by default), with the
 * student (a link to their record), the tenant, what is asked, how long it waited and the
 * action; and the way to the other pages.
 */
export function RegistrarQueuePanel<Q extends RegistrarQueue>({
  queue,
  state,
  pageHref,
  askedHeader,
  asked,
  action,
  api,
  linkStudents = true,
}: QueueProps & {
  queue: Q;
  /** Where the queue is read, when it is not the registrar's (a partner school's transcripts). */
  api?: string;
  /** Whether each student links to their record: not for a reader who may not view students. */
  linkStudents?: boolean;
  askedHeader: string;
  asked: (item: Item<Q>) => ReactNode;
  action: (item: Item<Q>, announce: Announce) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const { current } = useListSort(REGISTRAR_QUEUE_SORTS, REGISTRAR_QUEUE_DEFAULT_ORDER);
  const list = useRegistrarQueue(queue, registrarQuery(state), api);
  const search = registrarQuery(state).toString();
  // What the last decision came to, for the page it was made on.
  const [decided, setDecided] = useState<{ search: string; text: string } | null>(null);
  const notice = decided?.search === search ? decided.text : '';
  const tableId = `registrar-${queue}-table`;
  const statusId = `registrar-${queue}-status`;
  const { data } = list;
  const name = t(`registrar.queue.${queue}`);

  const announce: Announce = (message) => setDecided({ search, text: message });
  // A decision takes its row away: the focus goes to the table, not to the page's start; once the
  // last row is gone, to the status line that says so.
  const empty = data?.items.length === 0;
  useEffect(() => {
    if (!decided) return;
    (document.getElementById(tableId) ?? document.getElementById(statusId))?.focus();
  }, [decided, empty, tableId, statusId]);

  const status = listStatus(list, data?.items.length, {
    loading: t('registrar.loading'),
    empty: t('registrar.empty'),
    count: t('registrar.count', { count: data?.items.length ?? 0, page: data?.page ?? 1 }),
  });

  // Ages are counted to when the page was read, so they agree with its order.
  const now = list.dataUpdatedAt;
  const items = (data?.items ?? []) as Item<Q>[];
  return (
    <>
      <p id={statusId} tabIndex={-1} role="status" aria-live="polite">
        {notice ? `${notice} ` : ''}
        {status}
      </p>
      <ListFailure id={`registrar-${queue}-failure`} read={list} />
      {items.length > 0 ? (
        <table
          id={tableId}
          tabIndex={-1}
          aria-busy={list.isPlaceholderData}
          className="staff-table"
        >
          <caption>{t('registrar.caption', { queue: name, page: data?.page ?? 1 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('registrar.student')}</th>
              <SortableHeader column="tenant" current={current}>
                {t('registrar.tenantColumn')}
              </SortableHeader>
              <th scope="col">{askedHeader}</th>
              {/* How long it waited: the longest first on the first press, as by default. */}
              <SortableHeader column="waited" current={current} firstDir="desc">
                {t('registrar.waiting')}
              </SortableHeader>
              <th scope="col">{t('registrar.action')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const age = waited(item.waitingSince, now);
              const key = 'orderId' in item ? item.orderId : item.id;
              return (
                <tr key={key}>
                  <th scope="row">
                    {linkStudents ? (
                      <Link to={paths.staffStudent.href(item.student.id)}>
                        {t('student.name', item.student)}
                      </Link>
                    ) : (
                      t('student.name', item.student)
                    )}
                    <br />
                    {item.student.email}
                  </th>
                  <td>{item.tenantName}</td>
                  <td>{asked(item)}</td>
                  <td>
                    <time dateTime={item.waitingSince}>
                      {t(`registrar.waited.${age.unit}`, { count: age.count })}
                    </time>
                  </td>
                  <td>{action(item, announce)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <ListPager
        label={t('registrar.pages')}
        page={data?.page ?? 1}
        hasMore={data?.hasMore ?? false}
        pageHref={pageHref}
      />
    </>
  );
}
