import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { examName } from '@portal/domain/catalog/catalog-entry';
import { formatMoney } from '@portal/domain/money/format-money';
import { paths } from '@/lib/paths';
import { EntryPage } from './entry-page';

/**
 * /staff/catalog/exams/{id} (docs/catalog-editing.md "Other kinds"): a challenge exam as it is
 * live, its course and price, its open drafts, "Edit", and its versions with the latest's undo.
 */
export function CatalogExamPage() {
  const { t } = useTranslation('staff');
  const { examId = '' } = useParams();
  return (
    <EntryPage
      kind="exam"
      id={examId}
      title={t('catalogEditing.exam')}
      heading={(entry) => examName(entry.course)}
      editLabel={t('catalogEditing.editExam')}
      editHref={(id) => paths.staffCatalogExamEdit.href(id)}
      facts={(entry) => (
        <dl className="record-facts">
          <dt>{t('catalogEditing.fields.course')}</dt>
          <dd>{entry.course}</dd>
          <dt>{t('catalogEditing.fields.priceCents')}</dt>
          <dd>{formatMoney(entry.priceCents)}</dd>
        </dl>
      )}
    />
  );
}
