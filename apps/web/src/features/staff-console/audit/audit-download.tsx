import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';
import { useDownloadAuditCsv } from './download-audit-csv';
import { FailureNotice } from '../shared/failure-notice';

/** "Download CSV": the same filters as the table, every page, fetched with the staff token. */
export function AuditDownload({ query }: { query: string }) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const download = useDownloadAuditCsv();
  const { error } = download;
  const messages = !error
    ? null
    : error instanceof ApiError && error.status < 500
      ? describeApiError(error.body, error.status, error.statusText, (key) => tDomain(key))
      : [t('audit.downloadFailed')];

  return (
    <div className="staff-audit__download">
      <button
        type="button"
        className="button button--secondary"
        aria-busy={download.isPending}
        disabled={download.isPending}
        onClick={() => download.mutate(query)}
      >
        {download.isPending ? t('audit.downloading') : t('audit.download')}
      </button>
      <FailureNotice id="audit-download-failure" messages={messages} />
    </div>
  );
}
