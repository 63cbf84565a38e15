import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { CourseSelection } from './course-selection';

/** /onboarding/courses (paid-selective). */
export function CoursesPage() {
  const { t } = useTranslation('onboarding');
  return (
    <div className="page page--narrow">
      <PageMeta title={t('courses.title')} />
      <h1>{t('courses.heading')}</h1>
      <p>{t('courses.intro')}</p>
      <CourseSelection />
    </div>
  );
}
