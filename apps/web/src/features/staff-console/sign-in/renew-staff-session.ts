import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSession } from '@portal/domain/staff/staff-session';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import { showToast } from '@/lib/toasts';
import { staffSession, staffSessionFrom } from './staff-session';

// One renewal per token at a time: the renewal timer and a refused call may both ask for one,
// and a second renewal with a token already swapped would be refused and end the session.
const renewing = new Map<string, Promise<string | null>>();

/**
 * POST /staff-api/session/renewal: swaps the staff token for a fresh one, and answers it (null
 * when there is none). A refused renewal (the session ended: idle, signed out, factor reset) ends
 * the local session and says so; a network or server failure leaves it, and the token's own
 * expiry ends it if nothing else does.
 */
export function useRenewStaffSession() {
  const { api } = useServices();
  const { t } = useTranslation('domain');
  const expire = useCallback(() => {
    staffSession.set(null);
    showToast.error(t('errors.SESSION_EXPIRED'));
  }, [t]);

  const renew = useCallback(
    (accessToken: string): Promise<string | null> => {
      const running = renewing.get(accessToken);
      if (running) return running;
      const renewal = (async () => {
        try {
          const answer = await api.request<StaffSession>('/staff-api/session/renewal', {
            method: 'POST',
            json: {},
            auth: false,
            headers: { Authorization: `Bearer ${accessToken}` },
          });
          // Signed out (or renewed) meanwhile: the answer no longer belongs to the tab's session.
          if (staffSession.get()?.accessToken !== accessToken) return null;
          staffSession.set(staffSessionFrom(answer, Date.now()));
          return answer.accessToken;
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) expire();
          return null;
        } finally {
          renewing.delete(accessToken);
        }
      })();
      renewing.set(accessToken, renewal);
      return renewal;
    },
    [api, expire],
  );
  return { renew, expire };
}
