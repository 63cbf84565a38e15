import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { authSession } from './auth-session';
import { clearAllSlices } from './storage';
import { showToast } from './toasts';

export interface EndSessionOptions {
  /**
   * 'logout': the user asked; 'expired': the refresh token was refused or ran out; 'inactive':
   * the student let the inactivity warning run out, which says so itself (no toast); 'view-ended':
   * a member of staff ended a view as the student, which the view's banner says (no toast).
   */
  reason: 'logout' | 'expired' | 'inactive' | 'view-ended';
  /** The query cache of the page's services, emptied here. */
  queryClient: QueryClient;
  i18n: Pick<I18n, 't'>;
}

/**
 * Logout and session invalidation (docs/product/states-and-transitions.md): forget the tokens and every piece of user, order,
 * payment, subscription, membership, course, promotion and organisation data, in storage and in
 * the query cache. The route guard then sends the user away from any page that needs a login.
 */
export function endSession({ reason, queryClient, i18n }: EndSessionOptions): void {
  authSession.clear();
  clearAllSlices();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  if (reason === 'expired') showToast.error(i18n.t('errors.SESSION_EXPIRED'));
  else if (reason === 'logout') showToast.success(i18n.t('auth:logout.success'));
}
