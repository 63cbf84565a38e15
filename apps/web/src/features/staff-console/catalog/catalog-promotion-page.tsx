import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { EntryPage } from './entry-page';
import { useFieldWords } from './field-words';

/**
 * /staff/catalog/promotions/{id} (docs/catalog-editing.md "Promotions"): a promotion as it is
 * live, its code, kind and terms, its open drafts, "Edit", and its versions with the latest's undo.
 */
export function CatalogPromotionPage() {
  const { t } = useTranslation('staff');
  const words = useFieldWords();
  const { promotionId = '' } = useParams();
  return (
    <EntryPage
      kind="promotion"
      id={promotionId}
      title={t('catalogEditing.promotion')}
      heading={(entry) => entry.code}
      editLabel={t('catalogEditing.editPromotion')}
      editHref={(id) => paths.staffCatalogPromotionEdit.href(id)}
      facts={(entry) => (
        <dl className="record-facts">
          <dt>{t('catalogEditing.fields.kind')}</dt>
          <dd>{words('kind', entry.kind)}</dd>
          {entry.kind === 'DEFERRED_PAYMENT' ? (
            <>
              <dt>{t('catalogEditing.fields.deferredDays')}</dt>
              <dd>{words('deferredDays', entry.deferredDays)}</dd>
            </>
          ) : (
            <>
              <dt>{t('catalogEditing.fields.percentOff')}</dt>
              <dd>{words('percentOff', entry.percentOff)}</dd>
            </>
          )}
        </dl>
      )}
    />
  );
}
