import { useTranslation } from 'react-i18next';

/** A part of the page that failed to load, with a way to ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('transcripts');
  return (
    <div role="alert" className="form__notice form__notice--error">
      <p>{t('loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
