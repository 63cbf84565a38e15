import { useTranslation } from 'react-i18next';
import type {
  PromotionEntry,
  PromotionFields,
  PromotionFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { paths } from '@/lib/paths';
import { EntryEditorPage } from './entry-editor-page';
import { PromotionForm } from './promotion-form';

/**
 * /staff/catalog/promotions/{id}/edit and /staff/catalog/promotions/new (docs/catalog-editing.md
 * "Promotions"): a promotion's code, kind and terms, in the shared editor frame.
 */
export function PromotionEditorPage() {
  const { t } = useTranslation('staff');
  return (
    <EntryEditorPage<PromotionEntry, PromotionFieldsInput, PromotionFields>
      kind="promotion"
      param="promotionId"
      heading={{ edit: t('catalogEditing.editPromotion'), new: t('catalogEditing.newPromotion') }}
      noSuchEntry={t('catalogEditing.noSuchPromotion')}
      entryHref={paths.staffCatalogPromotion.href}
      initial={(promotion) =>
        promotion
          ? (({ id: _id, ...fields }) => fields)(promotion)
          : { code: '', kind: 'DISCOUNTED_PAYMENT', percentOff: null, deferredDays: null }
      }
    >
      {(form) => <PromotionForm {...form} />}
    </EntryEditorPage>
  );
}
