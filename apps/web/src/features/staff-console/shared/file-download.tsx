import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/dom/save-file';
import { FailureNotice } from './failure-notice';
import { useStaffFetch } from './use-staff-query';

/**
 * A file the console downloads: a list's CSV (`path` with the filters on screen, `query`, every
 * page) or a document (an employer's statement), saved as `fileName`. A plain link cannot carry the staff token, so the file is fetched with it (renewed
 * once on a 401, as every staff call is) and handed to the browser as a download. A refusal shows
 * in the catalogue's words; anything else as `words.failed`.
 */
export function FileDownload({
  id,
  path,
  fileName,
  query,
  words,
}: {
  id: string;
  path: string;
  fileName: string;
  query: string;
  words: { download: string; downloading: string; failed: string };
}) {
  const { t: tDomain } = useTranslation('domain');
  const staffFetch = useStaffFetch();
  const download = useMutation({
    mutationFn: async (search: string) => {
      const url = `${path}${search ? `?${search}` : ''}`;
      saveFile(await staffFetch<Blob>(url, { responseType: 'blob' }), fileName);
    },
  });
  const { error } = download;
  const messages = !error
    ? null
    : error instanceof ApiError && error.status < 500
      ? describeApiError(error.body, error.status, error.statusText, (key) => tDomain(key))
      : [words.failed];
  return (
    <div className="staff-audit__download">
      <button
        type="button"
        className="button button--secondary"
        aria-busy={download.isPending}
        disabled={download.isPending}
        onClick={() => download.mutate(query)}
      >
        {download.isPending ? words.downloading : words.download}
      </button>
      <FailureNotice id={`${id}-failure`} messages={messages} />
    </div>
  );
}
