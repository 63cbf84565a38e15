import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@portal/domain/coursework/course';
import { courseAppearance } from '@portal/domain/coursework/course-appearance';
import { gradeFeedback } from '@portal/domain/coursework/grade-feedback';
import { reachedMilestone } from '@portal/domain/coursework/progress-milestone';
import { PRIOR_LEARNING_COURSE_CODE } from '@portal/domain/coursework/special-course-code';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import { CatalogName } from '@/components/catalog-name';
import { CourseLauncher } from '@/components/course-launcher';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import type { LaunchTarget } from '@/lib/course-launch/get-course-launch';
import { usePacaHref } from '../paca-href';
import { ChallengeExamLink } from './challenge-exam-link';
import { CourseIcon } from './course-icon';
import { GradeRefresh } from './grade-refresh';
import { usePageFormats } from '@/lib/page-formats';

export interface CourseCardProps {
  course: Course;
  /** The student can open the course at its provider (and so ask for a grade again). */
  launchable: boolean;
  /** Progress, activity and grade mean something for this status. */
  showProgress: boolean;
}

const percentOf = (course: Course) =>
  course.requiredGradeableItemsCount === 0
    ? 0
    : (100 * course.requiredGradeableItemsCompletedCount) / course.requiredGradeableItemsCount;

/** One course on the dashboard (docs/dashboard.md "A course card"). */
export function CourseCard({ course, launchable, showProgress }: CourseCardProps) {
  const { t } = useTranslation(['dashboard', 'domain']);
  const { colour, icon } = courseAppearance(course.categoriesCode);
  const headingId = `course-${course.courseId}-name`;
  return (
    <article
      className="dashboard-card"
      aria-labelledby={headingId}
      style={{ '--course-colour': colour } as CSSProperties}
    >
      <header className="dashboard-card__header">
        <span className="dashboard-card__badge">
          <CourseIcon name={icon} />
        </span>
        <div>
          <h3 id={headingId} className="dashboard-card__name">
            <CatalogName item={course} field="courseName" />
          </h3>
          <p className="dashboard-card__code">{t('card.code', { code: course.courseCode })}</p>
        </div>
      </header>
      {showProgress ? <CourseProgress course={course} /> : null}
      {course.courseCode === PRIOR_LEARNING_COURSE_CODE ? <PacaLink /> : null}
      {launchable ? <CourseActions course={course} /> : null}
      <ChallengeExamLink course={course} />
    </article>
  );
}

function CourseProgress({ course }: { course: Course }) {
  const { t } = useTranslation(['dashboard', 'domain']);
  const formats = usePageFormats();
  const percent = percentOf(course);
  const feedback = gradeFeedback(course);
  return (
    <dl className="dashboard-card__facts">
      <div>
        <dt>{t('card.progressLabel')}</dt>
        <dd>
          {t('card.progress', {
            completed: course.requiredGradeableItemsCompletedCount,
            required: course.requiredGradeableItemsCount,
          })}
          <span className="dashboard-card__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, percent)}%` }} />
          </span>
          <span className="dashboard-card__milestone">
            {course.completed
              ? t('card.completed')
              : t(`card.milestone.${reachedMilestone(percent)}`)}
          </span>
        </dd>
      </div>
      {/* How recently the student worked says nothing once the course is complete. */}
      {course.completed ? null : (
        <div>
          <dt>{t('card.activityLabel')}</dt>
          <dd className={`dashboard-card__activity--${course.activityStatus.toLowerCase()}`}>
            {t(`domain:coursework.activity.${course.activityStatus}`)}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('card.gradeLabel')}</dt>
        <dd>
          <span className="dashboard-card__grade">
            {course.gradePercent === null
              ? t('card.noGrade')
              : t('card.grade', { percent: course.gradePercent })}
          </span>{' '}
          <span className={`dashboard-card__feedback--${feedback.toLowerCase()}`}>
            {t(`domain:coursework.grade.${feedback}`)}
          </span>
          <span className="dashboard-card__received">
            {course.gradeReceivedAt === null
              ? t('card.gradeNeverReceived')
              : t('card.gradeReceived', {
                  date: formats.date(course.gradeReceivedAt, DATE_FORMATS.long),
                })}
          </span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * Resume, the sections, and "Refresh grade". Choosing a place mounts the launcher, which asks for
 * a fresh launch and posts the student to the provider (the same path as /moodle-sso/module).
 */
function CourseActions({ course }: { course: Course }) {
  const { t } = useTranslation('dashboard');
  const name = useCatalogTexts().textOf(course, 'courseName').text;
  const [target, setTarget] = useState<LaunchTarget | null>(null);
  const sections = course.links.filter((link) => link.kind === 'section' && link.moduleIdNumber);
  const started = course.lastActiveAt !== null || course.requiredGradeableItemsCompletedCount > 0;
  return (
    <div className="dashboard-card__actions">
      <div className="dashboard-card__buttons">
        <button
          type="button"
          className="button button--primary"
          aria-label={t(started ? 'card.resumeNamed' : 'card.startNamed', { name })}
          onClick={() => setTarget({ courseId: course.courseId, kind: 'resume' })}
        >
          {started ? t('card.resume') : t('card.start')}
        </button>
        <GradeRefresh course={course} />
      </div>
      {sections.length > 0 ? (
        <details className="dashboard-card__sections">
          <summary>{t('card.sections', { count: sections.length })}</summary>
          <ul aria-label={t('card.sectionsOf', { name })}>
            {sections.map((link) => (
              <li key={link.moduleIdNumber}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    setTarget({
                      courseId: course.courseId,
                      kind: 'section',
                      moduleIdNumber: link.moduleIdNumber!,
                    })
                  }
                >
                  {link.title}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {target ? <CourseLauncher key={JSON.stringify(target)} target={target} /> : null}
    </div>
  );
}

function PacaLink() {
  const { t } = useTranslation('dashboard');
  return (
    <p>
      <Link to={usePacaHref()}>{t('card.paca')}</Link>
    </p>
  );
}
