import { useTranslation } from 'react-i18next';
import { MAX_COURSES_IN_PROGRESS } from '@portal/domain/coursework/course-load';
import { CourseChoiceForm } from '@/components/course-choice-form';
import { useUser } from '@/lib/student/get-user';
import { useProgramCourses } from '@/lib/catalog/get-program-courses';
import { useSelectCourses } from '../api/select-courses';

/** /onboarding/courses (paid-selective): choose up to four courses of the learner's program. */
export function CourseSelection() {
  const { t } = useTranslation('onboarding');
  const user = useUser();
  const courses = useProgramCourses(user.data?.degreeProgram?.id);
  const select = useSelectCourses();

  if (courses.isPending || user.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('courses.loading')}
      </p>
    );
  }
  if (courses.isError) {
    return (
      <div role="alert" className="form__notice form__notice--error">
        <p>{t('courses.loadError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void courses.refetch()}
        >
          {t('courses.retry')}
        </button>
      </div>
    );
  }
  if (courses.data.length === 0) return <p>{t('courses.empty')}</p>;
  return (
    <CourseChoiceForm
      courses={courses.data}
      places={MAX_COURSES_IN_PROGRESS}
      legend={t('courses.legend', { max: MAX_COURSES_IN_PROGRESS })}
      submitLabel={t('courses.submit')}
      pendingLabel={t('courses.saving')}
      busy={select.isPending}
      onChoose={(productIds, { onError }) => select.mutate({ productIds }, { onError })}
    />
  );
}
