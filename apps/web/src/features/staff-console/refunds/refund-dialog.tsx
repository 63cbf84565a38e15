import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { refundRequestSchema, utcDay } from '@portal/domain/ledger/refund';
import { formatMoney } from '@portal/domain/money/format-money';
import { ApiError } from '@/lib/api-error';
import { useServices } from '@/lib/app-services';
import { useRequestRefund } from './refund-calls';
import { FailureNotice } from '../shared/failure-notice';

/** Dollars as typed ("12.5", "$1,000.00") in cents, or NaN when it is not an amount. */
const centsOf = (typed: string) => {
  const clean = typed.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
};

/**
 * "Refund…" for one captured payment: an accessible dialog (Radix) with the amount prefilled with
 * what is left, the access decision and the reason, checked with the server's own schema. Each
 * opening carries one idempotency key, so a double submit refunds once.
 */
export function RefundDialog(props: {
  studentId: string;
  orderId: string;
  attemptId: string;
  refundableCents: number;
  thresholdCents: number;
}) {
  const { t } = useTranslation('staff');
  const { i18n } = useServices();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [access, setAccess] = useState<'kept' | 'ended'>('kept');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[] | null>(null);
  const request = useRequestRefund(props.studentId, props.orderId);
  const ids = { form: useId(), failure: useId(), amount: useId(), reason: useId(), on: useId() };

  const onOpenChange = (next: boolean) => {
    if (next) {
      setKey(crypto.randomUUID());
      setAmount((props.refundableCents / 100).toFixed(2));
      setAccess('kept');
      setEndsOn(utcDay(new Date()));
      setReason('');
      setProblems(null);
      request.reset();
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = refundRequestSchema.safeParse({
      amountCents: centsOf(amount),
      access: access === 'kept' ? { kind: 'kept' } : { kind: 'ended', on: endsOn },
      reason,
    });
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setProblems(null);
    request.mutate(
      { attemptId: props.attemptId, key, request: parsed.data },
      {
        onSuccess: () => setOpen(false),
        onError: (error) =>
          setProblems(
            error instanceof ApiError
              ? describeApiError(error.body, error.status, error.statusText, (k) => i18n.t(k))
              : [t('refunds.failed')],
          ),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="button button--secondary">{t('refunds.open')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">{t('refunds.title')}</Dialog.Title>
          <Dialog.Description>
            {t('refunds.left', { amount: formatMoney(props.refundableCents) })}{' '}
            {t('refunds.threshold', { amount: formatMoney(props.thresholdCents) })}
          </Dialog.Description>
          <form id={ids.form} onSubmit={submit} noValidate aria-describedby={ids.failure}>
            <FailureNotice id={ids.failure} messages={problems} />
            <p className="form__field">
              <label htmlFor={ids.amount}>{t('refunds.amount')}</label>
              <input
                id={ids.amount}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </p>
            <fieldset className="form__field">
              <legend>{t('refunds.access')}</legend>
              <label>
                <input
                  type="radio"
                  name="access"
                  checked={access === 'kept'}
                  onChange={() => setAccess('kept')}
                />{' '}
                {t('refunds.kept')}
              </label>
              <label>
                <input
                  type="radio"
                  name="access"
                  checked={access === 'ended'}
                  onChange={() => setAccess('ended')}
                />{' '}
                {t('refunds.ended')}
              </label>
              {access === 'ended' ? (
                <p>
                  <label htmlFor={ids.on}>{t('refunds.endsOn')}</label>
                  <input
                    id={ids.on}
                    type="date"
                    value={endsOn}
                    onChange={(event) => setEndsOn(event.target.value)}
                  />
                </p>
              ) : null}
            </fieldset>
            <p className="form__field">
              <label htmlFor={ids.reason}>{t('refunds.reason')}</label>
              <textarea
                id={ids.reason}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </p>
            <div className="dialog__actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={request.isPending}
                aria-busy={request.isPending}
              >
                {request.isPending ? t('refunds.sending') : t('refunds.submit')}
              </button>
              <Dialog.Close className="button button--secondary">
                {t('refunds.cancel')}
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
