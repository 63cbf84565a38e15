import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@portal/domain/coursework/course';
import {
  canRemoveCourse,
  MAX_COURSES_IN_PROGRESS,
  placesLeft,
} from '@portal/domain/coursework/course-load';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { CourseChoiceForm } from '@/components/course-choice-form';
import { CatalogName } from '@/components/catalog-name';
import { PageMeta } from '@/components/page-meta';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useProgramCourses } from '@/lib/catalog/get-program-courses';
import { useCoursework } from '@/lib/student/get-coursework';
import { useUser } from '@/lib/student/get-user';
import { showToast } from '@/lib/toasts';
import { useAddCourses } from '../api/add-courses';
import { useRemoveCourse } from '../api/remove-course';

const loadOf = (course: Course) => ({
  enrollmentStatus: course.enrollmentStatus as CourseStatus,
  completed: course.completed,
});

/**
 * /account/manage-courses (docs/dashboard.md): the student's courses, each in progress with a way
 * to drop it, and the program's other courses to add while places are left. The server decides;
 * what the page offers only saves a refused request.
 */
export function ManageCoursesPage() {
  const { t } = useTranslation('courses');
  const coursework = useCoursework();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="page">
      <PageMeta title={t('manage.title')} />
      <h1>{t('manage.heading')}</h1>
      <p>{t('manage.intro', { max: MAX_COURSES_IN_PROGRESS })}</p>
      {coursework.isPending ? (
        <p role="status">{t('manage.loading')}</p>
      ) : coursework.isError ? (
        <div role="alert" className="form__notice form__notice--error">
          <p>{t('manage.loadError')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void coursework.refetch()}
          >
            {t('manage.retry')}
          </button>
        </div>
      ) : (
        <>
          <section className="manage-courses__section" aria-labelledby="my-courses-heading">
            <h2 id="my-courses-heading" ref={headingRef} tabIndex={-1}>
              {t('manage.mine')}
            </h2>
            <MyCourses courses={coursework.data} onRemoved={() => headingRef.current?.focus()} />
          </section>
          <section className="manage-courses__section" aria-labelledby="add-courses-heading">
            <h2 id="add-courses-heading">{t('manage.add')}</h2>
            <AddCourses courses={coursework.data} />
          </section>
        </>
      )}
    </div>
  );
}

function MyCourses({ courses, onRemoved }: { courses: Course[]; onRemoved: () => void }) {
  const { t } = useTranslation('courses');
  if (courses.length === 0) return <p>{t('manage.none')}</p>;
  return (
    <ul className="manage-courses__list">
      {courses.map((course) => (
        <li key={course.courseId} className="manage-courses__course">
          <p className="manage-courses__name">
            <CatalogName item={course} field="courseName" />{' '}
            <span className="manage-courses__code">{course.courseCode}</span>
          </p>
          <p className="manage-courses__detail">
            {t(`status.${course.enrollmentStatus}`)}
            {' · '}
            {t('manage.progress', {
              completed: course.requiredGradeableItemsCompletedCount,
              required: course.requiredGradeableItemsCount,
            })}
          </p>
          {canRemoveCourse(loadOf(course)) ? (
            <RemoveCourse course={course} onRemoved={onRemoved} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "Remove", then a confirm step: a dropped course cannot be added again. */
function RemoveCourse({ course, onRemoved }: { course: Course; onRemoved: () => void }) {
  const { t } = useTranslation('courses');
  const name = useCatalogTexts().textOf(course, 'courseName').text;
  const remove = useRemoveCourse();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('manage.removeNamed', { name })}
        onClick={() => setConfirming(true)}
      >
        {t('manage.remove')}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t('manage.confirmLabel', { name })}>
      <p>{t('manage.confirm', { name })}</p>
      <div className="manage-courses__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() =>
            remove.mutate(course.courseId, {
              onSuccess: () => {
                showToast.success(t('manage.removed', { name }));
                onRemoved();
              },
            })
          }
        >
          {remove.isPending ? t('manage.removing') : t('manage.confirmRemove')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(false)}
        >
          {t('manage.keep')}
        </button>
      </div>
    </div>
  );
}

function AddCourses({ courses }: { courses: Course[] }) {
  const { t } = useTranslation('courses');
  const user = useUser();
  const program = useProgramCourses(user.data?.degreeProgram?.id);
  const add = useAddCourses();
  if (user.isPending || program.isPending) return <p role="status">{t('manage.loadingProgram')}</p>;
  if (program.isError) {
    return (
      <div role="alert" className="form__notice form__notice--error">
        <p>{t('manage.programError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void program.refetch()}
        >
          {t('manage.retry')}
        </button>
      </div>
    );
  }
  const enrolled = new Set(courses.map((c) => c.productId));
  const available = program.data.filter((course) => !enrolled.has(course.id));
  const places = placesLeft(courses.map(loadOf));
  if (available.length === 0) return <p>{t('manage.allTaken')}</p>;
  if (places <= 0) return <p>{t('manage.full', { max: MAX_COURSES_IN_PROGRESS })}</p>;
  return (
    <CourseChoiceForm
      // A new form once the courses change: nothing stays ticked that was just added.
      key={courses.map((c) => c.courseId).join()}
      courses={available}
      places={places}
      legend={t('manage.legend', { count: places })}
      submitLabel={t('manage.addSubmit')}
      pendingLabel={t('manage.adding')}
      busy={add.isPending}
      onChoose={(productIds, { onError }) =>
        add.mutate(productIds, {
          onError,
          onSuccess: () => showToast.success(t('manage.added', { count: productIds.length })),
        })
      }
    />
  );
}
