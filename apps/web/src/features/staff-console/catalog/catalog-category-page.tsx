import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { EntryPage } from './entry-page';

/**
 * /staff/catalog/categories/{id} (docs/catalog-editing.md "Versions"): the category or
 * subcategory as it is live, its open drafts, "Edit", and its versions with the latest's undo.
 */
export function CatalogCategoryPage() {
  const { t } = useTranslation('staff');
  const { categoryId = '' } = useParams();
  return (
    <EntryPage
      kind="category"
      id={categoryId}
      title={t('catalogEditing.category')}
      heading={(entry) => entry.name}
      editLabel={t('catalogEditing.editCategory')}
      editHref={(id) => paths.staffCatalogCategoryEdit.href(id)}
      facts={(entry) => (
        <>
          <dl className="record-facts">
            <dt>{t('catalogEditing.fields.slug')}</dt>
            <dd>{entry.slug}</dd>
            <dt>{t('catalogEditing.fields.parentSlug')}</dt>
            <dd>{entry.parentSlug ?? t('catalogEditing.topLevel')}</dd>
          </dl>
          <p>{entry.description}</p>
        </>
      )}
    />
  );
}
