import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

/** The root error boundary: reloads once on a failed chunk load, otherwise says what happened. */
export function RouteErrorBoundary() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const [reloading] = useState(
    () => isChunkLoadError(error) && reloadOnce({ url: window.location.href }),
  );

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) return null;
  return (
    <main id="main-content" className="page page--narrow">
      <PageMeta title={t('routeError.title')} />
      <h1>{t('routeError.heading')}</h1>
      <p>{t('routeError.body')}</p>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
      </p>
    </main>
  );
}
