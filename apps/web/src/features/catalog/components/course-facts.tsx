import { showsPrices } from '@portal/domain/tenant/tenant-offer';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@/lib/app-services';
import { usePageFormats } from '@/lib/page-formats';

/**
 * A course's code, credits and price per course, as every catalog view shows them; no price on
 * a prepaid tenant, whose learners never pay it (docs/storefront.md).
 */
export function CourseFacts({
  course,
  className,
}: {
  course: { code: string; credits: number; price: number };
  className: string;
}) {
  const { t } = useTranslation('catalog');
  const formats = usePageFormats();
  const priced = showsPrices(useTenant().config.enrollmentType);
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
      {priced ? (
        <div>
          <dt>{t('course.price')}</dt>
          <dd>{formats.price(course.price, 'COURSE')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
