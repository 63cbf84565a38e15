import type { AppServices } from '@/lib/app-services';
import { authSession } from '@/lib/auth-session';
import { endSession } from '@/lib/session-end';

/**
 * GET /auth-api/auth/logout, then forget everything locally (SPEC §4). The local session ends even
 * when the server cannot be reached: the user asked to leave.
 */
export async function logOut({
  api,
  queryClient,
  i18n,
}: Pick<AppServices, 'api' | 'queryClient' | 'i18n'>): Promise<void> {
  if (authSession.get()) {
    try {
      await api.request<void>('/auth-api/auth/logout');
    } catch {
      // Already invalid or unreachable: nothing more to do server-side.
    }
  }
  endSession({ reason: 'logout', queryClient, i18n });
}
