import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useStepFailure } from './use-step-failure';

/**
 * A step with the browser's passkey prompt (docs/staff-console.md "Passkeys"): the server's refusal
 * is said in the catalogue's words, the prompt dismissed or failing as the passkey not used.
 */
export function usePasskeyFailure() {
  const { t } = useTranslation('staff');
  const step = useStepFailure();
  return {
    ...step,
    report: (error: unknown) =>
      error instanceof ApiError ? step.report(error) : step.say(t('passkeys.notUsed')),
  };
}
