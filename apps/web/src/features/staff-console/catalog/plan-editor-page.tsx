import { useTranslation } from 'react-i18next';
import type { PlanEntry, PlanFields, PlanFieldsInput } from '@portal/domain/catalog/catalog-entry';
import { paths } from '@/lib/paths';
import { EntryEditorPage } from './entry-editor-page';
import { PlanForm } from './plan-form';

/**
 * /staff/catalog/plans/{id}/edit and /staff/catalog/plans/new (docs/catalog-editing.md "Payment
 * plans"): a plan's program, name, price and period, in the shared editor frame. A new plan starts
 * monthly, as the shipped plans are.
 */
export function PlanEditorPage() {
  const { t } = useTranslation('staff');
  return (
    <EntryEditorPage<PlanEntry, PlanFieldsInput, PlanFields>
      kind="plan"
      param="planId"
      heading={{ edit: t('catalogEditing.editPlan'), new: t('catalogEditing.newPlan') }}
      noSuchEntry={t('catalogEditing.noSuchPlan')}
      entryHref={paths.staffCatalogPlan.href}
      initial={(plan) =>
        plan
          ? (({ id: _id, ...fields }) => fields)(plan)
          : { program: '', name: '', priceCents: 0, periodicity: 'MONT' }
      }
    >
      {(form) => <PlanForm {...form} />}
    </EntryEditorPage>
  );
}
