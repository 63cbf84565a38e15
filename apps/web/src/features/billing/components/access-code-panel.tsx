import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { prepaidTokenSchema } from '@portal/domain/enrollment/prepaid-token';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ACCESS_CODE_ERRORS } from '@/lib/payments/access-code-errors';
import { usePayPlanWithAccessCode } from '../api/pay-plan-with-access-code';
import { useDisclosure } from '../use-disclosure';

const accessCodeSchema = z.object({ token: prepaidTokenSchema });

/** "Use an access code": a sponsor's code pays the program in full (docs/billing.md). */
export function AccessCodePanel({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('billing');
  const { open, hide, panelId, headingRef, triggerProps } = useDisclosure();
  return (
    <>
      <button type="button" className="button button--secondary" {...triggerProps}>
        {t('accessCode.open')}
      </button>
      {open ? (
        <section id={panelId} className="billing__panel" aria-labelledby={`${panelId}-h`}>
          <h3 id={`${panelId}-h`} ref={headingRef} tabIndex={-1}>
            {t('accessCode.heading')}
          </h3>
          <p>{t('accessCode.intro')}</p>
          <AccessCodeForm subscriptionId={subscriptionId} />
          <button type="button" className="button button--secondary" onClick={hide}>
            {t('accessCode.close')}
          </button>
        </section>
      ) : null}
    </>
  );
}

function AccessCodeForm({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation(['billing', 'domain']);
  const toastApiError = useApiErrorToast();
  const pay = usePayPlanWithAccessCode(subscriptionId);
  const { field, handleSubmit, setError } = useSchemaForm(accessCodeSchema, { token: '' });
  const submit = handleSubmit(({ token }) =>
    pay.mutate(token, {
      onError: (error) => {
        const code = globalErrorCodes(error).find((c) => ACCESS_CODE_ERRORS.includes(c));
        if (code) {
          setError('token', { type: 'server', message: `errors.${code}` }, { shouldFocus: true });
        }
        toastApiError(error);
      },
    }),
  );
  return (
    <form className="form" noValidate onSubmit={submit}>
      <FormField
        label={t('accessCode.token')}
        autoComplete="off"
        spellCheck={false}
        required
        {...field('token')}
      />
      <SubmitButton busy={pay.isPending}>
        {pay.isPending ? t('accessCode.applying') : t('accessCode.apply')}
      </SubmitButton>
    </form>
  );
}
