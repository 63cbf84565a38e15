import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('billing');
  return (
    <p className="page-loading" role="status">
      {t('loading')}
    </p>
  );
}
