import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';

/**
 * A refused step says why next to its button, where the member is looking, and as a toast
 * (docs/product/error-catalogue.md "Display"), as the student sign-in does; it stays until the next try.
 */
export function useStepFailure() {
  const { t } = useTranslation('domain');
  const toastApiError = useApiErrorToast();
  const [failure, setFailure] = useState<string[] | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    /** A refusal that is not the server's, e.g. the browser's passkey prompt dismissed. */
    say: (message: string) => setFailure([message]),
    report(error: unknown) {
      toastApiError(error);
      setFailure(
        error instanceof ApiError
          ? describeApiError(error.body, error.status, error.statusText, (key) => t(key))
          : [t('errors.SOMETHING_WENT_WRONG')],
      );
    },
  };
}
