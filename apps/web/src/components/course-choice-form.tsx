import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { ApiError } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { CatalogName } from './catalog-name';
import { SubmitButton } from './submit-button';

export interface CourseChoiceFormProps {
  courses: readonly ProductSummary[];
  /** How many may be chosen: the places left of MAX_COURSES_IN_PROGRESS. */
  places: number;
  legend: string;
  submitLabel: string;
  pendingLabel: string;
  busy: boolean;
  onChoose: (productIds: number[], callbacks: { onError: (error: unknown) => void }) => void;
}

/**
 * Checkboxes of courses, at most `places` of them, and the server's refusals listed under them:
 * per-course errors read as the message followed by the course name (docs/product/error-catalogue.md). Used by the
 * onboarding course selection and the manage-courses page.
 */
export function CourseChoiceForm(props: CourseChoiceFormProps) {
  const { t } = useTranslation(['common', 'domain']);
  const toastApiError = useApiErrorToast();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const full = chosen.length >= props.places;
  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((c) => c !== id) : [...current, id],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    if (chosen.length === 0) {
      setProblems([t('courseChoice.chooseOne')]);
      return;
    }
    props.onChoose(chosen, {
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
    });
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={submit}
      aria-describedby={problems.length > 0 ? 'course-problems' : undefined}
    >
      <fieldset className="choice-list">
        <legend className="form-field__label">{props.legend}</legend>
        {props.courses.map((course) => {
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
                <span className="choice__name">
                  <CatalogName item={course} field="name" />
                </span>
                <span className="choice__detail">
                  {t('courseChoice.detail', { code: course.code, credits: course.credits })}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p role="status">{t('courseChoice.count', { count: chosen.length, max: props.places })}</p>
      {problems.length > 0 ? (
        // The alert wraps the list: a list given the alert role would leave its items orphaned.
        <div id="course-problems" role="alert" className="form__notice form__notice--error">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <SubmitButton className="button button--primary button--block" busy={props.busy}>
        {props.busy ? props.pendingLabel : props.submitLabel}
      </SubmitButton>
    </form>
  );
}
