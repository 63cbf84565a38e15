import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundFormSchema, utcDay, type RefundForm } from '@portal/domain/ledger/refund';
import { formatMoney } from '@portal/domain/money/format-money';
import { FormField, TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useRequestRefund } from './refund-calls';
import { ConsoleDialog, DialogActions, DialogDescription } from '../shared/console-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { useRefusal } from '../shared/action-dialog';

/**
 * "Refund…" for one captured payment: the console's dialog with the amount prefilled with
 * what is left, the access decision and the reason, checked with the server's own schema (each
 * problem under its field). Each opening carries one idempotency key, so a double submit refunds
 * once.
 */
export function RefundDialog(props: {
  studentId: string;
  orderId: string;
  attemptId: string;
  refundableCents: number;
  thresholdCents: number;
}) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const request = useRequestRefund(props.studentId, props.orderId);
  const defaults = (): RefundForm => ({
    amount: (props.refundableCents / 100).toFixed(2),
    access: 'kept',
    endsOn: utcDay(new Date()),
    reason: '',
  });
  const form = useSchemaForm(refundFormSchema, defaults());
  const { field, handleSubmit, setError, reset, watch } = form;
  const refusal = useRefusal(request.error);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setKey(crypto.randomUUID());
      reset(defaults());
      request.reset();
    }
    setOpen(next);
  };

  const submit = handleSubmit((parsed) =>
    request.mutate(
      { attemptId: props.attemptId, key, request: parsed },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) =>
          applyFieldErrors<RefundForm>(
            failure,
            (serverField) =>
              serverField === 'amountCents'
                ? 'amount'
                : serverField.startsWith('access')
                  ? 'endsOn'
                  : serverField === 'reason'
                    ? 'reason'
                    : null,
            setError,
          ),
      },
    ),
  );

  return (
    <ConsoleDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={t('refunds.open')}
      title={t('refunds.title')}
    >
      <DialogDescription>
        {t('refunds.left', { amount: formatMoney(props.refundableCents) })}{' '}
        {t('refunds.threshold', { amount: formatMoney(props.thresholdCents) })}
      </DialogDescription>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t('refunds.amount')} inputMode="decimal" {...field('amount')} />
        <fieldset className="form-field">
          <legend>{t('refunds.access')}</legend>
          <label className="form-field__choice">
            <input type="radio" value="kept" {...form.register('access')} /> {t('refunds.kept')}
          </label>
          <label className="form-field__choice">
            <input type="radio" value="ended" {...form.register('access')} /> {t('refunds.ended')}
          </label>
        </fieldset>
        {watch('access') === 'ended' ? (
          <FormField label={t('refunds.endsOn')} type="date" {...field('endsOn')} />
        ) : null}
        <TextAreaField label={t('refunds.reason')} rows={3} {...field('reason')} />
        <FailureNotice id={`refund-${props.attemptId}-failure`} messages={refusal} />
        <DialogActions
          cancel={t('refunds.cancel')}
          submit={request.isPending ? t('refunds.sending') : t('refunds.submit')}
          busy={request.isPending}
        />
      </form>
    </ConsoleDialog>
  );
}
