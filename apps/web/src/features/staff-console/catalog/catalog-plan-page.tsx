import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatPricePer } from '@portal/domain/ledger/periodicity';
import { paths } from '@/lib/paths';
import { EntryPage } from './entry-page';

/**
 * /staff/catalog/plans/{id} (docs/catalog-editing.md "Payment plans"): a payment plan as it is
 * live, its program, name, price and period, its open drafts, "Edit", and its versions with the
 * latest's undo.
 */
export function CatalogPlanPage() {
  const { t } = useTranslation('staff');
  const { planId = '' } = useParams();
  return (
    <EntryPage
      kind="plan"
      id={planId}
      title={t('catalogEditing.plan')}
      heading={(entry) => `${entry.program} ${entry.name}`}
      editLabel={t('catalogEditing.editPlan')}
      editHref={(id) => paths.staffCatalogPlanEdit.href(id)}
      facts={(entry) => (
        <dl className="record-facts">
          <dt>{t('catalogEditing.fields.program')}</dt>
          <dd>{entry.program}</dd>
          <dt>{t('catalogEditing.fields.name')}</dt>
          <dd>{entry.name}</dd>
          <dt>{t('catalogEditing.fields.priceCents')}</dt>
          <dd>{formatPricePer(entry.priceCents, entry.periodicity)}</dd>
        </dl>
      )}
    />
  );
}
