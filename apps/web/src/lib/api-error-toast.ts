import { useCallback } from 'react';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError, SessionExpiredError } from './api-error';
import { useServices } from './app-services';
import { showToast } from './toasts';

/**
 * The error toasts of docs/product/error-catalogue.md "Display" for a failed call, in the words of the page's i18n. A
 * session that just expired has already been announced by the API client, so it is not repeated.
 */
export function useApiErrorToast(): (error: unknown) => void {
  const { i18n } = useServices();
  return useCallback(
    (error: unknown) => {
      if (error instanceof SessionExpiredError) return;
      const t = (key: string) => i18n.t(key);
      const messages =
        error instanceof ApiError
          ? describeApiError(error.body, error.status, error.statusText, t)
          : [t('errors.SOMETHING_WENT_WRONG')];
      for (const message of messages) showToast.error(message);
    },
    [i18n],
  );
}
