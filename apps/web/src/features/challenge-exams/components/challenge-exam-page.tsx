import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import { asRecordId } from '@portal/domain/validation/record-id';
import { PageMeta } from '@/components/page-meta';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useChallengeExams } from '@/lib/catalog/get-challenge-exams';
import { paths } from '@/lib/paths';
import { useChallengeExamOrder } from '../api/get-challenge-exam-order';
import { ExamEnabled } from './exam-enabled';
import { ExamPayment } from './exam-payment';
import { ExamPaymentFailed } from './exam-payment-failed';
import { ExamPaymentPending } from './exam-payment-pending';
import { ExamPayPalReturn } from './exam-paypal';

/**
 * /account/challenge-exam/payment/{productId} (docs/product/screens-and-routes.md, behind dashboard access): the exam, then
 * one view per state of its order: to pay (or enable, at $0.00), paying, declined with a way to
 * pay again, or enabled with its registration (docs/challenge-exams.md).
 */
export function ChallengeExamPage() {
  const { t } = useTranslation('challenge-exams');
  const productId = asRecordId(useParams().productId ?? '');
  return (
    <div className="page page--narrow challenge-exam">
      <PageMeta title={t('title')} />
      <p>
        <Link to={paths.dashboard.href()}>{t('back')}</Link>
      </p>
      {productId === undefined ? (
        <>
          <h1>{t('heading')}</h1>
          <p>{t('noneChosen')}</p>
        </>
      ) : (
        <ExamOfProduct productId={productId} />
      )}
    </div>
  );
}

function ExamOfProduct({ productId }: { productId: number }) {
  const { t } = useTranslation('challenge-exams');
  const exams = useChallengeExams();
  const order = useChallengeExamOrder(productId);
  const { textOf } = useCatalogTexts();
  if (exams.isPending || order.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  if (exams.isError || order.isError) {
    return (
      <div role="alert" className="form__notice form__notice--error">
        <p>{t('loadError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void exams.refetch();
            void order.refetch();
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const exam = exams.data.find((e) => e.productId === productId);
  if (!exam) {
    return (
      <>
        <h1>{t('heading')}</h1>
        <p role="alert">{t('notFound')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t('headingNamed', { exam: textOf(exam, 'name').text })}</h1>
      <p>{t('intro', { course: textOf(exam.course, 'name').text, code: exam.course.code })}</p>
      <ExamState exam={exam} order={order.data} />
    </>
  );
}

function ExamState({ exam, order }: { exam: ChallengeExam; order: Order | null }) {
  // A declined payment in this visit: the decline and a way back to the payment form.
  const [declined, setDeclined] = useState<string | null>(null);
  // Back from PayPal: `paypal` is the result kind (docs/product/entities.md: return or cancel) with its token.
  const [params] = useSearchParams();
  const paypal = params.get('paypal');
  const token = params.get('token');
  const unpaid = order?.status !== 'SUCCESS';
  const refusal = declined ?? (paypal === 'cancel' && unpaid ? 'PAYMENT_CANCEL' : null);
  if (refusal && unpaid) {
    return <ExamPaymentFailed exam={exam} code={refusal} onPayAgain={() => setDeclined(null)} />;
  }
  if (paypal === 'return' && token && order && unpaid) {
    return (
      <ExamPayPalReturn
        productId={exam.productId}
        order={order}
        token={token}
        onDeclined={setDeclined}
      />
    );
  }
  switch (order?.status ?? 'NONE') {
    case 'SUCCESS':
      return <ExamEnabled exam={exam} order={order!} />;
    case 'PENDING':
      return <ExamPaymentPending productId={exam.productId} />;
    case 'NONE':
    case 'CREATED':
    case 'FAIL':
      return <ExamPayment exam={exam} order={order} onDeclined={setDeclined} />;
  }
}
