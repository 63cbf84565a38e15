import { useTranslation } from 'react-i18next';
import type { Course } from '@portal/domain/coursework/course';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useProgramCourses } from '@/lib/catalog/get-program-courses';
import { useUser } from '@/lib/student/get-user';
import { courseTrack, type TrackState, type TrackStep } from '../course-track';

/**
 * The course-track view, on tenants with `features.courseTrackDashboard` (docs/dashboard.md):
 * the program's courses in order, each with where the student stands in it.
 */
export function CourseTrackSection({ courses }: { courses: Course[] }) {
  const { t } = useTranslation(['dashboard', 'courses']);
  const user = useUser();
  const program = useProgramCourses(user.data?.degreeProgram?.id);
  const stateLabel = (state: TrackState) =>
    state === 'COMPLETED' || state === 'NOT_ENROLLED'
      ? t(`track.state.${state}`)
      : t(`courses:status.${state}`);
  let body: React.ReactNode;
  if (program.isError) {
    body = (
      <div role="alert" className="form__notice form__notice--error">
        <p>{t('track.loadError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void program.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  } else if (!program.data) {
    body = <p role="status">{t('track.loading')}</p>;
  } else {
    const track = courseTrack(program.data, courses);
    body = (
      <>
        <p>{t('track.summary', { done: track.done, total: track.steps.length })}</p>
        <ol className="course-track">
          {track.steps.map((step) => (
            <li
              key={step.productId}
              className={`course-track__step course-track__step--${step.state.toLowerCase()}`}
            >
              <TrackStepName step={step} />
              <span className="course-track__state">
                {stateLabel(step.state)}
                {step.course && step.state !== 'COMPLETED' && step.state !== 'NOT_ENROLLED'
                  ? ` · ${t('card.progress', {
                      completed: step.course.requiredGradeableItemsCompletedCount,
                      required: step.course.requiredGradeableItemsCount,
                    })}`
                  : null}
              </span>
            </li>
          ))}
        </ol>
      </>
    );
  }
  return (
    <section className="dashboard-section" aria-labelledby="course-track-heading">
      <h2 id="course-track-heading">{t('track.heading')}</h2>
      <p>{t('track.intro')}</p>
      {body}
    </section>
  );
}

/** A step's course, by its name in the page's language, marked English where it is shown so. */
function TrackStepName({ step }: { step: TrackStep }) {
  const { t } = useTranslation('dashboard');
  const name = useCatalogTexts().textOf(step, 'name');
  return (
    <span className="course-track__name" lang={name.lang}>
      {t('track.step', { name: name.text, code: step.code })}
    </span>
  );
}
