import { formatMoney } from '@portal/domain/money/format-money';
import { useTranslation } from 'react-i18next';

/** A course's code, credits and price, as every catalog view shows them. */
export function CourseFacts({
  course,
  className,
}: {
  course: { code: string; credits: number; price: number };
  className: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <dl className={className}>
      <div>
        <dt>{t('course.code')}</dt>
        <dd>{course.code}</dd>
      </div>
      <div>
        <dt>{t('course.credits')}</dt>
        <dd>{course.credits}</dd>
      </div>
      <div>
        <dt>{t('course.price')}</dt>
        <dd>{formatMoney(course.price)}</dd>
      </div>
    </dl>
  );
}
