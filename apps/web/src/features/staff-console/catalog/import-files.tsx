import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { paths } from '@/lib/paths';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { staffKeys } from '../shared/staff-keys';
import { useImportCatalogFiles } from './import-catalog-files';

/**
 * Import (docs/catalog-editing.md "Import and export"): files named as the export names them
 * (`courses-cs.json` is taken as `courses/cs.json`) become one draft of what differs; what the
 * server refuses is listed by file, entry and field.
 */
export function ImportFiles() {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  const importing = useImportCatalogFiles();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refusal = useRefusal(importing.error);
  const problems = serverFieldErrors(importing.error).map(
    ({ field, message }) => `${field}: ${tDomain(message)}`,
  );
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('files') as HTMLInputElement;
        const chosen = [...(input.files ?? [])];
        setUnreadable(null);
        void Promise.all(
          chosen.map(async (file) => ({
            name: file.name.replace(/^courses-/, 'courses/'),
            content: JSON.parse(await file.text()) as unknown,
          })),
        ).then(
          (files) =>
            importing.mutate(
              { files },
              {
                onSuccess: (draft) => {
                  queryClient.setQueryData(staffKeys.catalogDraft(draft.id), draft);
                  void navigate(paths.staffCatalogDraft.href(draft.id));
                },
              },
            ),
          () => setUnreadable(t('catalogEditing.unreadable')),
        );
      }}
    >
      <div className="form-field">
        <label htmlFor="catalog-import" className="form-field__label">
          {t('catalogEditing.importFiles')}
        </label>
        <input
          id="catalog-import"
          name="files"
          type="file"
          accept=".json,application/json"
          multiple
        />
      </div>
      <FailureNotice
        id="catalog-import-failure"
        messages={unreadable ? [unreadable] : problems.length > 0 ? problems : refusal}
      />
      <button type="submit" className="button button--secondary" aria-busy={importing.isPending}>
        {importing.isPending ? t('catalogEditing.importing') : t('catalogEditing.import')}
      </button>
    </form>
  );
}
