import { useTranslation } from 'react-i18next';
import type {
  ProgramEntry,
  ProgramFields,
  ProgramFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { paths } from '@/lib/paths';
import { EntryEditorPage } from './entry-editor-page';
import { ProgramForm } from './program-form';

/**
 * /staff/catalog/programs/{id}/edit and /staff/catalog/programs/new (docs/catalog-editing.md
 * "Drafts"): a program's fields and its courses in study order, in the shared editor frame.
 */
export function ProgramEditorPage() {
  const { t } = useTranslation('staff');
  return (
    <EntryEditorPage<ProgramEntry, ProgramFieldsInput, ProgramFields>
      kind="program"
      param="programId"
      heading={{ edit: t('catalogEditing.editProgram'), new: t('catalogEditing.newProgram') }}
      noSuchEntry={t('catalogEditing.noSuchProgram')}
      entryHref={paths.staffCatalogProgram.href}
      initial={(program, live) =>
        program
          ? (({ id: _id, ...fields }) => fields)(program)
          : {
              name: '',
              enrollmentCode: '',
              schoolId: live.programs[0]?.schoolId ?? 1,
              description: '',
              priceCents: 0,
              courses: [],
            }
      }
    >
      {(form) => <ProgramForm {...form} />}
    </EntryEditorPage>
  );
}
