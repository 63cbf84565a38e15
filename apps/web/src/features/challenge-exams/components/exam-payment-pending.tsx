import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { challengeExamKeys } from '../api/challenge-exam-keys';

/** A payment under way (or whose answer has not come yet): say so and offer to look again. */
export function ExamPaymentPending({ productId }: { productId: number }) {
  const { t } = useTranslation('challenge-exams');
  const queryClient = useQueryClient();
  return (
    <div className="form__notice" role="status">
      <p>{t('pending')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          void queryClient.invalidateQueries({ queryKey: challengeExamKeys.order(productId) })
        }
      >
        {t('checkAgain')}
      </button>
    </div>
  );
}
