import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@portal/domain/coursework/course';
import { CourseLauncher } from '@/components/course-launcher';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';

/**
 * Orientation first and prominent (docs/dashboard.md "Special courses"): while ORI001 is open and
 * unfinished it leads the page, above the tabs, with one button into it.
 */
export function OrientationCallout({ course }: { course: Course }) {
  const { t } = useTranslation('dashboard');
  const { textOf } = useCatalogTexts();
  const [launching, setLaunching] = useState(false);
  const started = course.lastActiveAt !== null || course.requiredGradeableItemsCompletedCount > 0;
  return (
    <section className="dashboard-orientation" aria-labelledby="orientation-heading">
      <h2 id="orientation-heading">
        {t('orientation.heading', { name: textOf(course, 'courseName').text })}
      </h2>
      <p>{t('orientation.intro')}</p>
      <button type="button" className="button button--primary" onClick={() => setLaunching(true)}>
        {started ? t('orientation.resume') : t('orientation.start')}
      </button>
      {launching ? <CourseLauncher target={{ courseId: course.courseId, kind: 'resume' }} /> : null}
    </section>
  );
}
