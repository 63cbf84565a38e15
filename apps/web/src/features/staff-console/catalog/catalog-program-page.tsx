import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '@portal/domain/money/format-money';
import { paths } from '@/lib/paths';
import { EntryPage } from './entry-page';

/**
 * /staff/catalog/programs/{id} (docs/catalog-editing.md "Versions"): the program as it is live,
 * its courses in study order, its open drafts, "Edit", and its versions with the latest's undo.
 */
export function CatalogProgramPage() {
  const { t } = useTranslation('staff');
  const { programId = '' } = useParams();
  return (
    <EntryPage
      kind="program"
      id={programId}
      title={t('catalogEditing.program')}
      heading={(entry) => `${entry.enrollmentCode} ${entry.name}`}
      editLabel={t('catalogEditing.editProgram')}
      editHref={(id) => paths.staffCatalogProgramEdit.href(id)}
      facts={(entry) => (
        <>
          <dl className="record-facts">
            <dt>{t('catalogEditing.fields.schoolId')}</dt>
            <dd>{entry.schoolId}</dd>
            <dt>{t('catalogEditing.fields.priceCents')}</dt>
            <dd>{formatMoney(entry.priceCents)}</dd>
            <dt>{t('catalogEditing.fields.courses')}</dt>
            <dd>{entry.courses.join(', ')}</dd>
          </dl>
          <p>{entry.description}</p>
        </>
      )}
    />
  );
}
