import { useTranslation } from 'react-i18next';
import { FileDownload } from '../shared/file-download';

/** GET /staff-api/audit.csv: the log with the filters on screen, every page. */
export function AuditDownload({ query }: { query: string }) {
  const { t } = useTranslation('staff');
  return (
    <FileDownload
      id="audit-download"
      path="/staff-api/audit.csv"
      fileName="audit-log.csv"
      query={query}
      words={{
        download: t('audit.download'),
        downloading: t('audit.downloading'),
        failed: t('audit.downloadFailed'),
      }}
    />
  );
}
