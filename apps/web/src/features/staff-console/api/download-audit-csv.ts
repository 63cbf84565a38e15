import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import { saveFile } from '@/lib/dom/save-file';
import { staffSession } from '../staff-session';
import { useRenewStaffSession } from './renew-staff-session';

/**
 * GET /staff-api/audit.csv for the filters on screen, saved as a file. A plain link cannot carry
 * the staff token, so the file is fetched with it (renewed once on a 401, as every staff call is)
 * and handed to the browser as a download.
 */
export function useDownloadAuditCsv() {
  const { api } = useServices();
  const { renew } = useRenewStaffSession();
  return useMutation({
    mutationFn: async (query: string) => {
      const path = `/staff-api/audit.csv${query ? `?${query}` : ''}`;
      const ask = (accessToken: string | undefined) =>
        api.request<Blob>(path, {
          auth: false,
          headers: { Authorization: `Bearer ${accessToken ?? ''}` },
          responseType: 'blob',
        });
      const accessToken = staffSession.get()?.accessToken;
      let file: Blob;
      try {
        file = await ask(accessToken);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401 && accessToken)) throw error;
        const renewed = await renew(accessToken);
        if (!renewed) throw error;
        file = await ask(renewed);
      }
      saveFile(file, 'audit-log.csv');
    },
  });
}
