import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@portal/domain/enrollment/order';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { paths } from '@/lib/paths';
import { RegistrationStatus } from './registration-status';

/**
 * A paid or free exam: its message in docs/product/error-catalogue.md (paid, or enabled at $0.00), its registration with
 * the proctoring service, and the order with its receipt when it was paid.
 */
export function ExamEnabled({ exam, order }: { exam: ChallengeExam; order: Order }) {
  const { t } = useTranslation(['challenge-exams', 'domain']);
  const paid = order.total > 0;
  const { textOf } = useCatalogTexts();
  return (
    <>
      <p role="status" className="form__notice form__notice--success">
        {t(paid ? 'errors.CHALLENGE_EXAM_PAID' : 'errors.CHALLENGE_EXAM_ENABLED', {
          ns: 'domain',
          exam: textOf(exam, 'name').text,
        })}
      </p>
      {order.examRegistration ? <RegistrationStatus registration={order.examRegistration} /> : null}
      {paid ? (
        <p>
          <Link to={paths.orderDetails.href(order.orderId)}>{t('receipt')}</Link>
        </p>
      ) : null}
    </>
  );
}
