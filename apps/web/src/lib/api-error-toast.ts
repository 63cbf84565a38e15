import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError, SessionExpiredError } from './api-error';
import { browserServices } from './browser-services';
import { showToast } from './toasts';

/**
 * Shows the error toasts of SPEC §8 "Display" for a failed call. A session that just expired has
 * already been announced by the API client, so it is not repeated.
 */
export function toastApiError(error: unknown): void {
  if (error instanceof SessionExpiredError) return;
  const t = (key: string) => browserServices().i18n.t(key);
  const messages =
    error instanceof ApiError
      ? describeApiError(error.body, error.status, error.statusText, t)
      : [t('errors.SOMETHING_WENT_WRONG')];
  for (const message of messages) showToast.error(message);
}
