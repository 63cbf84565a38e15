import { useTranslation } from 'react-i18next';
import type { Course } from '@portal/domain/coursework/course';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useRefreshGrade } from '../api/refresh-grade';

/**
 * "Refresh grade" (docs/lti.md): asks the provider's grade again. An LTI 1.1 provider sends
 * grades only around a launch (RELAUNCH_NEEDED), so the student is told to open the course.
 */
export function GradeRefresh({ course }: { course: Course }) {
  const { t } = useTranslation('dashboard');
  const { textOf } = useCatalogTexts();
  const refresh = useRefreshGrade();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={refresh.isPending}
        aria-busy={refresh.isPending}
        // The pending label is the whole name meanwhile, so it is announced as it is shown.
        aria-label={
          refresh.isPending
            ? undefined
            : t('card.refreshNamed', { name: textOf(course, 'courseName').text })
        }
        onClick={() => refresh.mutate(course.courseId)}
      >
        {refresh.isPending ? t('card.refreshing') : t('card.refresh')}
      </button>
      <p role="status" className="dashboard-card__refresh-result">
        {refresh.data?.outcome === 'REFRESHED'
          ? t('card.refreshed')
          : refresh.data?.outcome === 'RELAUNCH_NEEDED'
            ? t('card.relaunchNeeded')
            : null}
      </p>
    </>
  );
}
