import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '@portal/domain/money/format-money';
import { paths } from '@/lib/paths';
import { EntryPage } from './entry-page';

/**
 * /staff/catalog/courses/{id} (docs/catalog-editing.md "Versions"): the course as it is live, its
 * open drafts, "Edit", and its history, newest first: who published what, when and why; the
 * latest can be undone, which publishes the one before it as a new version.
 */
export function CatalogCoursePage() {
  const { t } = useTranslation('staff');
  const { courseId = '' } = useParams();
  return (
    <EntryPage
      kind="course"
      id={courseId}
      title={t('catalogEditing.course')}
      heading={(entry) => `${entry.code} ${entry.name}`}
      editLabel={t('catalogEditing.editCourse')}
      editHref={(id) => paths.staffCatalogCourseEdit.href(id)}
      facts={(entry) => (
        <dl className="record-facts">
          <dt>{t('catalogEditing.fields.category')}</dt>
          <dd>{[entry.category, entry.subcategory].filter(Boolean).join(' / ')}</dd>
          <dt>{t('catalogEditing.fields.priceCents')}</dt>
          <dd>{formatMoney(entry.priceCents)}</dd>
          <dt>{t('catalogEditing.fields.credits')}</dt>
          <dd>{entry.details.credits}</dd>
        </dl>
      )}
    />
  );
}
