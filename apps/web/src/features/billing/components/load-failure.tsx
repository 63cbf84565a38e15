import { useTranslation } from 'react-i18next';

/** A section's data could not be loaded: say so and offer to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <div role="alert" className="form__notice form__notice--error">
      <p>{t('loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation('billing');
  return (
    <p className="page-loading" role="status">
      {t('loading')}
    </p>
  );
}
