import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntryView, AuditPage } from '@portal/domain/staff/audit-log';
import { paths } from '@/lib/paths';
import type { AuditAddressFilters } from './audit-query';
import { recordTime } from '../shared/record-format';

/** A page of entries, newest first, and the way to older ones and back to the newest. */
export function AuditEntriesTable({
  filters,
  before,
  page,
  busy,
}: {
  filters: AuditAddressFilters;
  before: string | undefined;
  page: AuditPage;
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const table = useRef<HTMLTableElement>(null);
  const shownBefore = useRef(before);
  // Paging stays on the same path: the table takes the focus when another page arrives.
  useEffect(() => {
    if (shownBefore.current === before) return;
    shownBefore.current = before;
    table.current?.focus();
  }, [before, page]);

  return (
    <>
      <table ref={table} tabIndex={-1} aria-busy={busy} className="staff-table">
        <caption>{before ? t('audit.captionOlder', { seq: before }) : t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
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
      {before || page.nextBefore ? (
        <nav aria-label={t('audit.pages')} className="staff-pager">
          {before ? <Link to={paths.staffAudit.href(filters)}>{t('audit.newest')}</Link> : null}{' '}
          {page.nextBefore ? (
            <Link to={paths.staffAudit.href({ ...filters, before: String(page.nextBefore) })}>
              {t('audit.older')}
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
