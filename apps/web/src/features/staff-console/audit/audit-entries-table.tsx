import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AUDIT_LOG_DEFAULT_ORDER,
  AUDIT_LOG_SORTS,
  type AuditEntryView,
  type AuditPage,
} from '@portal/domain/staff/audit-log';
import { paths } from '@/lib/paths';
import type { AuditAddressFilters, AuditPlace } from './audit-query';
import { recordTime } from '../shared/record-format';
import { SortableHeader, useListSort } from '../shared/sortable-header';

/**
 * A page of entries, newest first unless the When heading turned them round, and the way on
 * (older or newer entries, by the keyset cursor) and back to the first page of that order.
 */
export function AuditEntriesTable({
  filters,
  place,
  page,
  busy,
}: {
  filters: AuditAddressFilters;
  place: AuditPlace;
  page: AuditPage;
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const { current } = useListSort(AUDIT_LOG_SORTS, AUDIT_LOG_DEFAULT_ORDER);
  const newestFirst = current.dir === 'desc';
  const cursor = newestFirst ? place.before : place.after;
  const table = useRef<HTMLTableElement>(null);
  const shownCursor = useRef(cursor);
  // Paging stays on the same path: the table takes the focus when another page arrives.
  useEffect(() => {
    if (shownCursor.current === cursor) return;
    shownCursor.current = cursor;
    table.current?.focus();
  }, [cursor, page]);
  const order = { sort: place.sort || undefined, dir: place.dir || undefined };
  const next = newestFirst ? page.nextBefore : page.nextAfter;
  const caption = newestFirst
    ? cursor
      ? t('audit.captionOlder', { seq: cursor })
      : t('audit.caption')
    : cursor
      ? t('audit.captionNewer', { seq: cursor })
      : t('audit.captionOldest');

  return (
    <>
      <table ref={table} tabIndex={-1} aria-busy={busy} className="staff-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <SortableHeader
              column="at"
              current={current}
              firstDir="desc"
              resetParams={['before', 'after']}
            >
              {t('audit.when')}
            </SortableHeader>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.fromWhere')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.subject')}</th>
            <th scope="col">{t('audit.reason')}</th>
            <th scope="col">{t('audit.details')}</th>
          </tr>
        </thead>
        <tbody>
          {page.entries.map((entry) => (
            <tr key={entry.seq}>
              <td>
                <time dateTime={entry.at}>{recordTime(entry.at)}</time>
              </td>
              <td>{entry.actorEmail ?? t('audit.nobody')}</td>
              <td>{entry.address}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                <AuditSubject entry={entry} />
              </td>
              <td>{entry.reason ?? ''}</td>
              <td>
                <AuditChange entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cursor || next ? (
        <nav aria-label={t('audit.pages')} className="staff-pager">
          {cursor ? (
            <Link to={paths.staffAudit.href({ ...filters, ...order })}>
              {newestFirst ? t('audit.newest') : t('audit.oldest')}
            </Link>
          ) : null}{' '}
          {next ? (
            <Link
              to={paths.staffAudit.href({
                ...filters,
                ...order,
                [newestFirst ? 'before' : 'after']: String(next),
              })}
            >
              {newestFirst ? t('audit.older') : t('audit.newer')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** The subject: a student's links to their record; anything else is its kind and id. */
function AuditSubject({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('staff');
  const tenant = entry.tenantId ? ` (${entry.tenantId})` : '';
  if (entry.subjectKind === 'student') {
    return (
      <>
        <Link to={paths.staffStudent.href(entry.subjectId)}>
          {t('audit.studentSubject', { id: entry.subjectId })}
        </Link>
        {tenant}
      </>
    );
  }
  return (
    <>
      {entry.subjectKind} <code>{entry.subjectId}</code>
      {tenant}
    </>
  );
}

const readable = (value: unknown) => JSON.stringify(value, null, 2);

/** The state before and after, folded away until asked for; nothing when the entry has neither. */
function AuditChange({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('staff');
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const hasAfter = entry.after !== null && entry.after !== undefined;
  if (!hasBefore && !hasAfter) return null;
  return (
    <details>
      <summary>{t('audit.beforeAfter')}</summary>
      {hasBefore ? (
        <>
          <p className="staff-audit__state">{t('audit.before')}</p>
          <pre>{readable(entry.before)}</pre>
        </>
      ) : null}
      {hasAfter ? (
        <>
          <p className="staff-audit__state">{t('audit.after')}</p>
          <pre>{readable(entry.after)}</pre>
        </>
      ) : null}
    </details>
  );
}
