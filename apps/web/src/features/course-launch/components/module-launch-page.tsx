import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CourseLauncher } from '@/components/course-launcher';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';

/**
 * /moodle-sso/module/{moduleIdNumber} (docs/product/screens-and-routes.md): opens one module of a Moodle course directly.
 * A web route, because the student's session is the web app's; the module names its course.
 */
export function ModuleLaunchPage() {
  const { t } = useTranslation('course-launch');
  const { moduleIdNumber = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('title')} />
      <h1>{t('heading')}</h1>
      <CourseLauncher target={{ moduleIdNumber }} />
      <p>
        <Link to={paths.dashboard.href()}>{t('back')}</Link>
      </p>
    </div>
  );
}
