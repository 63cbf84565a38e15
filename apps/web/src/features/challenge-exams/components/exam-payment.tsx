import { useTranslation } from 'react-i18next';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import { formatMoney } from '@portal/domain/money/format-money';
import { CardDetailsForm } from '@/components/card-details-form';
import { ApiError, globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useChallengeExamPaymentMethods } from '../api/get-challenge-exam-payment-methods';
import { usePayChallengeExamByCard } from '../api/pay-challenge-exam-by-card';
import { usePlaceChallengeExamOrder } from '../api/place-challenge-exam-order';

/** An exam not paid yet: its price and the card form, or the button that enables a $0.00 exam. */
export function ExamPayment({
  exam,
  order,
  onDeclined,
}: {
  exam: ChallengeExam;
  order: Order | null;
  /** A payment the card's bank refused (402), by its catalogue code. */
  onDeclined: (code: string) => void;
}) {
  const { t } = useTranslation('challenge-exams');
  return (
    <section aria-labelledby="exam-payment-heading">
      <h2 id="exam-payment-heading">{t('price')}</h2>
      <p className="challenge-exam__price">{formatMoney(exam.price)}</p>
      {order?.status === 'FAIL' ? (
        <p className="form__notice form__notice--error">{t('lastDeclined')}</p>
      ) : null}
      {exam.price === 0 ? (
        <EnableFreeExam productId={exam.productId} />
      ) : (
        <PayByCard exam={exam} onDeclined={onDeclined} />
      )}
    </section>
  );
}

function EnableFreeExam({ productId }: { productId: number }) {
  const { t } = useTranslation('challenge-exams');
  const toastApiError = useApiErrorToast();
  const place = usePlaceChallengeExamOrder(productId);
  return (
    <>
      <p>{t('free')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={place.isPending}
        onClick={() => place.mutate(undefined, { onError: toastApiError })}
      >
        {place.isPending ? t('enabling') : t('enable')}
      </button>
    </>
  );
}

function PayByCard({
  exam,
  onDeclined,
}: {
  exam: ChallengeExam;
  onDeclined: (code: string) => void;
}) {
  const { t } = useTranslation('challenge-exams');
  const methods = useChallengeExamPaymentMethods();
  const { pay, isPending } = usePayChallengeExamByCard(exam.productId);
  if (methods.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  const card = methods.data?.CREDIT_CARD;
  if (!card) return <p>{t('methodUnavailable')}</p>;
  return (
    <CardDetailsForm
      cardTypes={card.options}
      pending={isPending}
      submitLabel={t('payments:card.pay')}
      onPay={(payload, callbacks) =>
        pay(payload, {
          onError: (error) => {
            callbacks.onError(error);
            const [code] = globalErrorCodes(error);
            // A refusal by the bank ends the attempt; a timeout is retried from the form as it stands.
            if (error instanceof ApiError && error.status === 402 && code !== 'PAYMENT_TIMEOUT') {
              onDeclined(code ?? 'PAYMENT_DECLINED');
            }
          },
        })
      }
    />
  );
}
