import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import { paths } from '@/lib/paths';

/** A declined payment: the catalogue's words for it, and a way back to the payment form (docs/product/error-catalogue.md). */
export function ExamPaymentFailed({
  exam,
  code,
  onPayAgain,
}: {
  exam: ChallengeExam;
  code: string;
  onPayAgain: () => void;
}) {
  const { t } = useTranslation(['challenge-exams', 'domain']);
  return (
    <section
      role="alert"
      aria-labelledby="exam-failed-heading"
      className="form__notice form__notice--error"
    >
      <h2 id="exam-failed-heading">{t('failedHeading')}</h2>
      <p>{t(`errors.${code}`, { ns: 'domain' })}</p>
      <p>
        <Link to={paths.challengeExamPayment.href(exam.productId)} onClick={onPayAgain}>
          {t('payAgain')}
        </Link>
      </p>
    </section>
  );
}
