import { useTranslation } from 'react-i18next';
import { ENTRY_LISTS } from '@portal/domain/catalog/catalog-entry';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { fieldKey } from './field-words';

/** Where the server names another entry: `courses.5002.details.prerequisites.0`, `programs.8.courses.3`. */
const OTHER_ENTRY = new RegExp(`^(${Object.values(ENTRY_LISTS).join('|')})\\.(\\d+)\\.(.+)$`);

/**
 * The form's input for a field the server refused: a list's item is the list's box (topics,
 * prerequisites, Spanish topics and a program's courses are edited as lines); another entry's field is none, and
 * is said above the button.
 */
export function formFieldOf<T extends string>(serverField: string): T | null {
  if (OTHER_ENTRY.test(serverField)) return null;
  return serverField.replace(
    /^(details\.(?:topics|prerequisites)|es\.topics|courses)\.\d+$/,
    '$1',
  ) as T;
}

/**
 * What an editor's save was refused for, beyond its own fields: the rules it would break for other
 * entries (a course that needs the old code), or the catalogue's words for a refusal of the whole.
 */
export function EntryRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const refusal = useRefusal(error);
  const others = serverFieldErrors(error).flatMap(({ field, message }) => {
    const [, kind, id, path] = OTHER_ENTRY.exec(field) ?? [];
    return kind
      ? [
          t('catalogEditing.otherProblem', {
            entry: t(`catalogEditing.entryKinds.${kind}`, { id }),
            field: t(`catalogEditing.fields.${fieldKey(path!)}`),
            message: tDomain(message),
          }),
        ]
      : [];
  });
  return (
    <FailureNotice
      id="catalog-entry-refusal"
      messages={others.length > 0 ? [t('catalogEditing.breaksOthers'), ...others] : refusal}
    />
  );
}
