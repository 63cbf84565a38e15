import type { AppServices } from '@/lib/app-services';
import { authSession, isAccessExpired } from '@/lib/auth-session';
import { endSession } from '@/lib/session-end';

/**
 * GET /auth-api/auth/logout, then forget everything locally (docs/product/states-and-transitions.md). The local session ends even
 * when the server cannot be reached: the user asked to leave.
 */
export async function logOut({
  api,
  queryClient,
  i18n,
}: Pick<AppServices, 'api' | 'queryClient' | 'i18n'>): Promise<void> {
  const current = authSession.get();
  if (current?.viewAs) {
    // Signing out of a view as a student ends the view, and nothing else: the student's own
    // sessions are not this tab's to end (docs/staff-console.md). The view's banner says so.
    endSession({ reason: 'view-ended', queryClient, i18n });
    return;
  }
  if (current && !isAccessExpired(current, Date.now())) {
    // The session ends here first, so the page's calls still in flight, refused once the server
    // has revoked the tokens, find no session to refresh and announce no expiry (docs/page-serving.md).
    authSession.clear();
    try {
      await api.request<void>('/auth-api/auth/logout', {
        auth: false,
        headers: { Authorization: `Bearer ${current.accessToken}` },
      });
    } catch {
      // Already invalid or unreachable: nothing more to do server-side.
    }
  } else if (current) {
    // The access token needs a refresh before the server can end the session.
    try {
      await api.request<void>('/auth-api/auth/logout');
    } catch {
      // Already invalid or unreachable: nothing more to do server-side.
    }
  }
  endSession({ reason: 'logout', queryClient, i18n });
}
