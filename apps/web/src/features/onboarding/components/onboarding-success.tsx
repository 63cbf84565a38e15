import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CatalogName } from '@/components/catalog-name';
import { PageMeta } from '@/components/page-meta';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useCoursework } from '@/lib/student/get-coursework';
import { useUser } from '@/lib/student/get-user';
import { useStartOrientation } from '../api/start-orientation';
import { paths } from '@/lib/paths';

export interface OnboardingSuccessProps {
  /** `full` lists the chosen courses (paid-selective); `simplified` only welcomes the learner. */
  variant: 'full' | 'simplified';
}

/** /onboarding/success: the end of onboarding; starting the orientation opens the dashboard. */
export function OnboardingSuccess({ variant }: OnboardingSuccessProps) {
  const { t } = useTranslation('onboarding');
  const toastApiError = useApiErrorToast();
  const navigate = useNavigate();
  const user = useUser();
  const coursework = useCoursework();
  const start = useStartOrientation();
  const { textOf } = useCatalogTexts();
  const enrolled = user.data?.degreeProgram;
  const program = enrolled && textOf(enrolled, 'name').text;
  return (
    <div className="page page--narrow">
      <PageMeta title={t('success.title')} />
      <h1>{t('success.heading', { firstName: user.data?.firstName ?? '' })}</h1>
      <p>{program ? t('success.program', { program }) : t('success.body')}</p>
      {variant === 'full' && (coursework.data ?? []).length > 0 ? (
        <section aria-labelledby="success-courses">
          <h2 id="success-courses">{t('success.coursesHeading')}</h2>
          <ul>
            {(coursework.data ?? []).map((course) => (
              <li key={course.courseId}>
                <CatalogName item={course} field="courseName" /> ({course.courseCode})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>{t('success.orientation')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => void navigate(paths.dashboard.href(), { replace: true }),
            onError: toastApiError,
          })
        }
      >
        {start.isPending ? t('success.starting') : t('success.start')}
      </button>
    </div>
  );
}
