import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/lib/dom/save-file';
import { useStaffFetch } from '../shared/use-staff-query';

/**
 * GET /staff-api/audit.csv for the filters on screen, saved as a file. A plain link cannot carry
 * the staff token, so the file is fetched with it (renewed once on a 401, as every staff call is)
 * and handed to the browser as a download.
 */
export function useDownloadAuditCsv() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: async (query: string) => {
      const path = `/staff-api/audit.csv${query ? `?${query}` : ''}`;
      saveFile(await staffFetch<Blob>(path, { responseType: 'blob' }), 'audit-log.csv');
    },
  });
}
