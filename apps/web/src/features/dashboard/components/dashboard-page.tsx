import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@portal/domain/coursework/course';
import { ORIENTATION_COURSE_CODE } from '@portal/domain/coursework/special-course-code';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/student/get-user';
import { useDashboardCoursework } from '../api/get-dashboard-coursework';
import { groupByStatus } from '../course-groups';
import { CourseStatusTabs } from './course-status-tabs';
import { CourseTrackSection } from './course-track-section';
import { DashboardResources } from './dashboard-resources';
import { OrientationCallout } from './orientation-callout';
import { PreviousLoginLine } from './previous-login-line';

/** Orientation while it is still to do and can be opened. */
const openOrientation = (courses: Course[]) =>
  courses.find(
    (course) =>
      course.courseCode === ORIENTATION_COURSE_CODE &&
      !course.completed &&
      (course.enrollmentStatus === 'ENABLED' || course.enrollmentStatus === 'NEW'),
  );

/** /account/dashboard (docs/dashboard.md). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: user } = useUser();
  const { config } = useTenant();
  const coursework = useDashboardCoursework();
  const orientation = coursework.data ? openOrientation(coursework.data) : undefined;
  return (
    <div className="page dashboard">
      <PageMeta title={t('title')} />
      <h1>{user ? t('heading', { firstName: user.firstName }) : t('headingFallback')}</h1>
      <PreviousLoginLine />
      {coursework.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : coursework.isError ? (
        <div role="alert" className="form__notice form__notice--error">
          <p>{t('loadError')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void coursework.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          {orientation ? <OrientationCallout course={orientation} /> : null}
          {config.features.courseTrackDashboard ? (
            <CourseTrackSection courses={coursework.data} />
          ) : null}
          <section className="dashboard-section" aria-labelledby="courses-heading">
            <div className="dashboard-section__header">
              <h2 id="courses-heading">{t('courses')}</h2>
              <Link to={paths.manageCourses.href()}>{t('manageCourses')}</Link>
            </div>
            {coursework.data.length === 0 ? (
              <p>{t('empty')}</p>
            ) : (
              <CourseStatusTabs groups={groupByStatus(coursework.data)} />
            )}
          </section>
        </>
      )}
      <DashboardResources />
    </div>
  );
}
