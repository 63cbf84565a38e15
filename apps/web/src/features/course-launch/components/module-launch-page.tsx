import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useCourseLaunch } from '../api/get-course-launch';
import { LaunchForm } from './launch-form';

/**
 * /moodle-sso/module/{moduleIdNumber} (SPEC §2): opens one module of a Moodle course directly.
 * A web route, because the student's session is the web app's; the module names its course.
 */
export function ModuleLaunchPage() {
  const { t } = useTranslation('course-launch');
  const { moduleIdNumber = '' } = useParams();
  const launch = useCourseLaunch({ moduleIdNumber });
  return (
    <div className="page">
      <PageMeta title={t('title')} />
      <h1>{t('heading')}</h1>
      {launch.isPending ? (
        <p role="status">{t('preparing')}</p>
      ) : launch.isError ? (
        <div role="alert">
          <p>{isApiError(launch.error, 404) ? t('notFound') : t('failed')}</p>
          {isApiError(launch.error, 404) ? null : (
            <button type="button" className="button" onClick={() => void launch.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : (
        <LaunchForm launch={launch.data} />
      )}
      <p>
        <Link to={paths.dashboard.href()}>{t('back')}</Link>
      </p>
    </div>
  );
}
