import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SELECTED_COURSES } from '@portal/domain/enrollment/course-selection';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useUser } from '@/lib/student/get-user';
import { useProgramCourses } from '@/lib/catalog/get-program-courses';
import { useSelectCourses } from '../api/select-courses';
import { SubmitButton } from '@/components/submit-button';

/**
 * /onboarding/courses (paid-selective): choose up to four courses of the learner's program.
 * Per-course errors read as the message followed by the course name (SPEC §8).
 */
export function CourseSelection() {
  const { t } = useTranslation(['onboarding', 'domain']);
  const toastApiError = useApiErrorToast();
  const user = useUser();
  const courses = useProgramCourses(user.data?.degreeProgram?.id);
  const select = useSelectCourses();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

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

  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((c) => c !== id) : [...current, id],
    );
  const full = chosen.length >= MAX_SELECTED_COURSES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    if (chosen.length === 0) {
      setProblems([t('courses.chooseOne')]);
      return;
    }
    select.mutate(
      { productIds: chosen },
      {
        onError: (error) => {
          toastApiError(error);
          if (error instanceof ApiError) {
            setProblems(
              describeApiError(error.body, error.status, error.statusText, (key) =>
                t(key, { ns: 'domain' }),
              ),
            );
          }
        },
      },
    );
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={submit}
      aria-describedby={problems.length > 0 ? 'course-problems' : undefined}
    >
      <fieldset className="choice-list">
        <legend className="form-field__label">
          {t('courses.legend', { max: MAX_SELECTED_COURSES })}
        </legend>
        {courses.data.map((course) => {
          const checked = chosen.includes(course.id);
          return (
            <label key={course.id} className="choice">
              <input
                type="checkbox"
                value={course.id}
                checked={checked}
                disabled={!checked && full}
                onChange={() => toggle(course.id)}
              />
              <span className="choice__text">
                <span className="choice__name">{course.name}</span>
                <span className="choice__detail">
                  {t('courses.detail', { code: course.code, credits: course.credits })}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p role="status">{t('courses.count', { count: chosen.length, max: MAX_SELECTED_COURSES })}</p>
      {problems.length > 0 ? (
        <ul id="course-problems" role="alert" className="form__notice form__notice--error">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <SubmitButton className="button button--primary button--block" busy={select.isPending}>
        {select.isPending ? t('courses.saving') : t('courses.submit')}
      </SubmitButton>
    </form>
  );
}
