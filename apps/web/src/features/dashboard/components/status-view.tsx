import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@portal/domain/coursework/course';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { paths } from '@/lib/paths';
import { CourseCard } from './course-card';

interface ViewProps {
  courses: Course[];
}

/** One view per course status (docs/product/entities.md), chosen by an exhaustive switch. */
export function StatusView({ status, courses }: ViewProps & { status: CourseStatus }) {
  switch (status) {
    case 'NEW':
      return <NewView courses={courses} />;
    case 'ENABLED':
      return <EnabledView courses={courses} />;
    case 'GATED':
      return <GatedView courses={courses} />;
    case 'ENROLLMENT_POSTPONED':
      return <PostponedView courses={courses} />;
    case 'EXPIRED':
      return <ExpiredView courses={courses} />;
    case 'DISABLED':
      return <RemovedView courses={courses} />;
    case 'WAIVED':
      return <WaivedView courses={courses} />;
    case 'PRIOR_CREDIT':
      return <PriorCreditView courses={courses} />;
  }
}

/** Not started: the student can open each one. */
function NewView({ courses }: ViewProps) {
  return <Cards status="NEW" courses={courses} launchable showProgress />;
}

/** In progress: progress, activity, grade, and the ways into the course. */
function EnabledView({ courses }: ViewProps) {
  return <Cards status="ENABLED" courses={courses} launchable showProgress />;
}

/** Waiting for an earlier course: shown, not opened. */
function GatedView({ courses }: ViewProps) {
  return <Cards status="GATED" courses={courses} launchable={false} showProgress={false} />;
}

function PostponedView({ courses }: ViewProps) {
  return (
    <Cards
      status="ENROLLMENT_POSTPONED"
      courses={courses}
      launchable={false}
      showProgress={false}
    />
  );
}

/** Access ended: what was reached stays visible, the course no longer opens. */
function ExpiredView({ courses }: ViewProps) {
  return <Cards status="EXPIRED" courses={courses} launchable={false} showProgress />;
}

/** Dropped on the manage-courses page, which is where to go about it. */
function RemovedView({ courses }: ViewProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Cards status="DISABLED" courses={courses} launchable={false} showProgress={false} />
      <p>
        <Link to={paths.manageCourses.href()}>{t('manageCourses')}</Link>
      </p>
    </>
  );
}

/** Settled without coursework: nothing to track. */
function WaivedView({ courses }: ViewProps) {
  return <Cards status="WAIVED" courses={courses} launchable={false} showProgress={false} />;
}

function PriorCreditView({ courses }: ViewProps) {
  return <Cards status="PRIOR_CREDIT" courses={courses} launchable={false} showProgress={false} />;
}

function Cards({
  status,
  courses,
  launchable,
  showProgress,
}: ViewProps & { status: CourseStatus; launchable: boolean; showProgress: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <p>{t(`view.${status}`)}</p>
      <ul className="dashboard-cards">
        {courses.map((course) => (
          <li key={course.courseId}>
            <CourseCard course={course} launchable={launchable} showProgress={showProgress} />
          </li>
        ))}
      </ul>
    </>
  );
}
