import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import type { PaymentMethod } from '@portal/domain/ledger/payment-method';
import { formatMoney } from '@portal/domain/money/format-money';
import { CardDetailsForm } from '@/components/card-details-form';
import { offeredMethods, PaymentMethodChoice } from '@/components/payment-method-choice';
import { ApiError, globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useChallengeExamPaymentMethods } from '../api/get-challenge-exam-payment-methods';
import { usePayChallengeExamByCard } from '../api/pay-challenge-exam-by-card';
import { usePlaceChallengeExamOrder } from '../api/place-challenge-exam-order';
import { ExamPayPalButton } from './exam-paypal';

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
        <PayExam exam={exam} onDeclined={onDeclined} />
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

/** The exam's methods (GET /ledger-api/challenge-exam/payment/methods) and the chosen one's form. */
function PayExam({
  exam,
  onDeclined,
}: {
  exam: ChallengeExam;
  onDeclined: (code: string) => void;
}) {
  const { t } = useTranslation('challenge-exams');
  const methods = useChallengeExamPaymentMethods();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  if (methods.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  const offered = methods.data ? offeredMethods(methods.data) : [];
  const method = chosen ?? offered[0];
  return (
    <>
      {methods.data && offered.length > 1 ? (
        <PaymentMethodChoice
          legend={t('methodLegend')}
          methods={methods.data}
          value={method}
          onChange={setChosen}
        />
      ) : null}
      {method === 'CREDIT_CARD' ? (
        <PayByCard exam={exam} onDeclined={onDeclined} />
      ) : method === 'PAYPAL' ? (
        <ExamPayPalButton productId={exam.productId} />
      ) : (
        <p>{t('methodUnavailable')}</p>
      )}
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
