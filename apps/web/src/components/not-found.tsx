import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRenderRecord } from '@/lib/render-context';
import { PageMeta } from './page-meta';
import { paths } from '@/lib/paths';

/** The not-found page (docs/product/screens-and-routes.md): unknown paths and tenant-disabled pages. Never indexed. */
export function NotFound() {
  const { t } = useTranslation('common');
  const record = useRenderRecord();
  record?.setStatus(404);
  return (
    <div className="page page--narrow">
      <PageMeta title={t('notFound.title')} />
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home.href()} className="button button--primary">
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
