import { useTranslation } from 'react-i18next';

/**
 * A part of the page whose data could not be loaded: say so and offer to try again. The words
 * are the page's own (`loadError` and `retry` in the feature's namespace), so that a tenant that
 * rewords one page's copy rewords this notice there too.
 */
export function LoadFailure({
  namespace,
  onRetry,
}: {
  /** The i18n namespace holding `loadError` and `retry`, e.g. 'billing'. */
  namespace: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div role="alert" className="form__notice form__notice--error">
      <p>{t('loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
