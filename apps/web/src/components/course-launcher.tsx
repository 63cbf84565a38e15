import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useCourseLaunch, type LaunchTarget } from '@/lib/course-launch/get-course-launch';
import { LaunchForm } from './launch-form';

/**
 * Asks for a course launch and posts the learner to the provider (docs/lti.md "Launch"): a status
 * while it is prepared, the refusal in words (a 404: not one of the student's courses) or a retry,
 * then the self-submitting form. Mount it when the learner asks to open the course: each mount
 * asks for a fresh, single-use launch.
 */
export function CourseLauncher({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation('course-launch');
  const launch = useCourseLaunch(target);
  if (launch.isPending) return <p role="status">{t('preparing')}</p>;
  if (launch.isError) {
    const notFound = isApiError(launch.error, 404);
    return (
      <div role="alert">
        <p>{notFound ? t('notFound') : t('failed')}</p>
        {notFound ? null : (
          <button type="button" className="button" onClick={() => void launch.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return <LaunchForm launch={launch.data} />;
}
