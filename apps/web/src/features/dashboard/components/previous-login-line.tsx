import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import { usePreviousLogin } from '../api/get-previous-login';
import { usePageFormats } from '@/lib/page-formats';

/** "Your previous visit was on …": nothing while it loads or when it cannot be had. */
export function PreviousLoginLine() {
  const { t } = useTranslation('dashboard');
  const formats = usePageFormats();
  const previous = usePreviousLogin();
  if (!previous.data) return null;
  const { occurredAt } = previous.data;
  return (
    <p className="dashboard-previous-login">
      {occurredAt === null
        ? t('firstLogin')
        : t('previousLogin', { date: formats.date(occurredAt, DATE_FORMATS.long) })}
    </p>
  );
}
