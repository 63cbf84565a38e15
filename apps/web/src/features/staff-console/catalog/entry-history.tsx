import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  undoVersionSchema,
  type DraftSummary,
  type EntryVersion,
  type UndoVersion,
} from '@portal/domain/catalog/catalog-editing';
import type { CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { ReasonField } from '../shared/reason-field';
import { recordTime } from '../shared/record-format';
import { DraftDiff } from './draft-diff';
import { useUndoCatalogVersion } from './undo-catalog-version';

// An entry's page's shared parts (docs/catalog-editing.md "Versions and undo"): the open drafts
// that hold it, and its versions newest first, the latest with its undo.

/** The open drafts holding the entry, each linking to its page. */
export function EntryDrafts({ drafts }: { drafts: readonly DraftSummary[] }) {
  const { t } = useTranslation('staff');
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="entry-drafts">
      <h2 id="entry-drafts">{t('catalogEditing.openDrafts')}</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.id}>
            <Link to={paths.staffCatalogDraft.href(draft.id)}>
              {t('catalogEditing.draftOf', {
                who: draft.createdBy ?? t('catalogEditing.portal'),
                at: recordTime(draft.updatedAt),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The entry's versions, newest first: who, when, why and what; the latest can be undone. */
export function EntryHistory({
  kind,
  entryId,
  history,
  onDone,
}: {
  kind: CatalogEntryKind;
  entryId: string;
  history: readonly EntryVersion[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="entry-history">
      <h2 id="entry-history">{t('catalogEditing.history')}</h2>
      <ol className="catalog-history" reversed>
        {history.map((version, index) => (
          <li key={version.version}>
            <Version kind={kind} version={version} />
            {index === 0 && !version.created ? (
              <UndoDialog kind={kind} entryId={entryId} version={version} onDone={onDone} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Version({ kind, version }: { kind: CatalogEntryKind; version: EntryVersion }) {
  const { t } = useTranslation('staff');
  const title = t('catalogEditing.versionHeading', {
    version: version.version,
    at: recordTime(version.publishedAt),
    who: version.publishedBy ?? t('catalogEditing.portal'),
  });
  return (
    <>
      <h3>{title}</h3>
      <p>
        {version.undoes
          ? t('catalogEditing.undid', { version: version.undoes, reason: version.reason })
          : t('catalogEditing.because', { reason: version.reason })}
      </p>
      {version.created ? (
        <p>{t(`catalogEditing.createdKinds.${kind}`)}</p>
      ) : (
        <DraftDiff
          fields={version.fields}
          caption={t('catalogEditing.versionCaption', { title })}
        />
      )}
    </>
  );
}

function UndoDialog({
  kind,
  entryId,
  version,
  onDone,
}: {
  kind: CatalogEntryKind;
  entryId: string;
  version: EntryVersion;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const undo = useUndoCatalogVersion(kind, entryId);
  const form = useSchemaForm<{ reason: string }>(undoVersionSchema.pick({ reason: true }), {
    reason: '',
  });
  const dialog = useActionDialog(undo, () => form.reset({ reason: '' }));
  const onSubmit = form.handleSubmit(({ reason }) =>
    undo.mutate(
      { version: version.version, reason },
      {
        onSuccess: () => {
          dialog.close();
          onDone(t('catalogEditing.undone', { version: version.version }));
        },
        onError: (error) => applyFieldErrors<UndoVersion>(error, ['reason'], form.setError),
      },
    ),
  );
  return (
    <ActionDialog
      id="catalog-undo"
      label={t('catalogEditing.undo', { version: version.version })}
      description={t(`catalogEditing.undoDescriptions.${kind}`, { version: version.version })}
      submitLabel={t('catalogEditing.undoSubmit')}
      {...dialog.props}
      onSubmit={(event) => void onSubmit(event)}
    >
      <ReasonField hint={t('catalogEditing.reasonHint')} {...form.field('reason')} />
    </ActionDialog>
  );
}
