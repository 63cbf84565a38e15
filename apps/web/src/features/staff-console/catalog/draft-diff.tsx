import { useTranslation } from 'react-i18next';
import type { DraftEntryView } from '@portal/domain/catalog/catalog-editing';
import { fieldKey, useFieldWords } from './field-words';

/**
 * One entry's diff (docs/catalog-editing.md "The diff"): a table of the fields that change, each
 * with its value live and as drafted, in words.
 */
export function DraftDiff({
  fields,
  caption,
}: {
  fields: DraftEntryView['fields'];
  caption: string;
}) {
  const { t } = useTranslation('staff');
  const words = useFieldWords();
  if (fields.length === 0) return <p>{t('catalogEditing.noChange')}</p>;
  return (
    <table className="table catalog-diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('catalogEditing.field')}</th>
          <th scope="col">{t('catalogEditing.before')}</th>
          <th scope="col">{t('catalogEditing.after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(({ field, before, after }) => (
          <tr key={field}>
            <th scope="row">{t(`catalogEditing.fields.${fieldKey(field)}`)}</th>
            <td>
              <del>{words(field, before)}</del>
            </td>
            <td>
              <ins>{words(field, after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
