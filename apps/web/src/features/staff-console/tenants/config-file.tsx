import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  tenantFolderSchema,
  type StaffTenant,
  type TenantFolder,
} from '@portal/domain/staff/tenant-settings';
import { TextAreaField } from '@/components/form-field';
import { serverFieldMessages } from '@/lib/forms/apply-field-errors';
import { showToast } from '@/lib/toasts';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { FileDownload } from '../shared/file-download';
import { useImportTenantConfig } from './staff-tenants-api';
import { useImportTenantFolder } from './tenant-pages-api';

/** What a chosen file holds: a folder file (`{ "files": ... }`), or a config.json. */
const folderOf = (file: unknown): TenantFolder | undefined => {
  const folder = tenantFolderSchema.safeParse(file);
  return folder.success ? folder.data : undefined;
};

/**
 * The tenant as its `tenants/<id>/config.json` file, or as its whole folder's text files (the
 * config and its own content pages) in one JSON file (docs/tenant-editing.md "Export and
 * import"): downloaded by anyone who edits it; a provider administrator also publishes either
 * back, identity and routing included, checked like any publication, all or nothing.
 */
export function ConfigFile({ tenant, mayImport }: { tenant: StaffTenant; mayImport: boolean }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const importConfig = useImportTenantConfig(tenant.id);
  const importFolder = useImportTenantFolder(tenant.id);
  const [sent, setSent] = useState<'config' | 'folder'>('config');
  const importFile = sent === 'folder' ? importFolder : importConfig;
  const refusal = useRefusal(importFile.error);
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [unreadable, setUnreadable] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || reason.trim() === '') return;
    let config: unknown;
    try {
      config = JSON.parse(await file.text()) as unknown;
    } catch {
      return setUnreadable(true);
    }
    setUnreadable(false);
    const folder = folderOf(config);
    setSent(folder ? 'folder' : 'config');
    if (folder) {
      importConfig.reset();
      importFolder.mutate(
        { folder, revision: tenant.revision, reason },
        {
          onSuccess: (published) =>
            showToast.success(t('tenants.file.folderDone', { revision: published.revision })),
        },
      );
      return;
    }
    importFolder.reset();
    importConfig.mutate(
      { config, revision: tenant.revision, reason },
      {
        onSuccess: (published) =>
          showToast.success(t('tenants.file.done', { revision: published.revision })),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('tenants.file.heading')}</h2>
      <FileDownload
        id={`${id}-export`}
        path={`/staff-api/tenants/${encodeURIComponent(tenant.id)}/config.json`}
        fileName={`${tenant.id}-config.json`}
        query=""
        words={{
          download: t('tenants.file.download'),
          downloading: t('tenants.file.downloading'),
          failed: t('tenants.file.downloadFailed'),
        }}
      />
      <FileDownload
        id={`${id}-folder`}
        path={`/staff-api/tenants/${encodeURIComponent(tenant.id)}/folder.json`}
        fileName={`${tenant.id}-folder.json`}
        query=""
        words={{
          download: t('tenants.file.downloadFolder'),
          downloading: t('tenants.file.downloading'),
          failed: t('tenants.file.downloadFailed'),
        }}
      />
      {mayImport ? (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-file`}>
              {t('tenants.file.import')}
            </label>
            <p id={`${id}-hint`} className="form-field__hint">
              {t('tenants.file.importHint')}
            </p>
            <input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              aria-describedby={`${id}-hint`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <TextAreaField
            label={t('actions.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
          />
          <FailureNotice
            id={`${id}-failure`}
            messages={unreadable ? [t('tenants.file.unreadable')] : refusal}
          />
          {importFile.error ? <FieldProblems error={importFile.error} /> : null}
          <button
            type="submit"
            className="button button--secondary"
            disabled={importFile.isPending || !file || reason.trim() === ''}
          >
            {importFile.isPending ? t('actions.working') : t('tenants.file.importSubmit')}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** A refused file's problems, each with the field it is at, as the start-up would list them. */
function FieldProblems({ error }: { error: unknown }) {
  const fields = serverFieldMessages(error);
  if (fields.length === 0) return null;
  return (
    <ul className="form__notice form__notice--error">
      {fields.map(({ field, message }) => (
        <li key={`${field}:${message}`}>
          <code>{field}</code>: {message}
        </li>
      ))}
    </ul>
  );
}
